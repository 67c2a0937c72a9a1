import { style } from '@vanilla-extract/css';
import { focusRing } from '../../../theme/focus.css.ts';
import { themeVars } from '@assess/ui/theme-vars';

export const section = style({
  maxWidth: '1200px',
  margin: '0 auto',
  padding: `${themeVars.space['6']} ${themeVars.space['4']}`,
});

export const narrow = style({ maxWidth: '860px' });

export const pageTitle = style({ fontSize: 'clamp(2rem, 5vw, 2.75rem)', lineHeight: 1.15, margin: `0 0 ${themeVars.space['3']}` });

export const lead = style({ fontSize: '1.15rem', color: themeVars.color.textMuted, maxWidth: '46rem', margin: 0 });

export const sectionTitle = style({ fontSize: '1.6rem', margin: `0 0 ${themeVars.space['4']}` });

export const grid = style({
  display: 'grid',
  gap: themeVars.space['4'],
  gridTemplateColumns: 'repeat(auto-fill, minmax(260px, 1fr))',
  listStyle: 'none',
  padding: 0,
  margin: 0,
});

export const iconBadge = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '44px',
  height: '44px',
  borderRadius: themeVars.radius.md,
  backgroundColor: themeVars.color.infoSurface,
  color: themeVars.color.primaryText,
  marginBottom: themeVars.space['2'],
});

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: themeVars.space['3'], marginTop: themeVars.space['5'] });

export const band = style({ backgroundColor: themeVars.color.surface, borderBlock: `1px solid ${themeVars.color.border}` });

export const bulletList = style({ margin: 0, paddingLeft: '1.25rem', display: 'grid', gap: themeVars.space['1'] });

export const textLink = style([focusRing, { color: themeVars.color.primaryText, fontWeight: themeVars.font.weightMedium }]);

export const muted = style({ color: themeVars.color.textMuted });

/** A section that continues the one above it, without the gap between sections. */
export const continued = style({ paddingTop: 0 });
