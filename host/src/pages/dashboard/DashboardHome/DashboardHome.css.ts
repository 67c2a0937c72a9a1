import { style } from '@vanilla-extract/css';
import { focusRing } from '../../../theme/focus.css.ts';
import { themeVars } from '@assess/ui/theme-vars';

export const page = style({ display: 'grid', gap: themeVars.space['5'], padding: themeVars.space['5'], maxWidth: '1200px' });

export const welcome = style({ display: 'flex', flexWrap: 'wrap', justifyContent: 'space-between', alignItems: 'flex-end', gap: themeVars.space['3'] });

export const greeting = style({ margin: 0, fontSize: 'clamp(1.5rem, 4vw, 2rem)' });

export const muted = style({ margin: 0, color: themeVars.color.textMuted, fontSize: themeVars.font.sizeSm });

export const quickActions = style({ display: 'flex', flexWrap: 'wrap', gap: themeVars.space['2'] });

export const stats = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(150px, 1fr))',
  gap: themeVars.space['4'],
  margin: 0,
});

/** The bordered surface a stat and an action card sit on. */
const tile = {
  padding: themeVars.space['4'],
  backgroundColor: themeVars.color.surface,
  border: `1px solid ${themeVars.color.border}`,
  borderRadius: themeVars.radius.lg,
} as const;

export const stat = style({ ...tile, display: 'flex', flexDirection: 'column-reverse', gap: themeVars.space['1'] });

export const statValue = style({ margin: 0, fontSize: '1.75rem', fontWeight: themeVars.font.weightBold });

export const actionCards = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(220px, 1fr))',
  gap: themeVars.space['4'],
});

export const actionCard = style([
  focusRing,
  {
    ...tile,
    display: 'grid',
    gap: themeVars.space['1'],
    height: '100%',
    color: 'inherit',
    textDecoration: 'none',
    selectors: { '&:hover': { boxShadow: themeVars.shadow['2'] } },
  },
]);

export const actionIcon = style({ color: themeVars.color.primaryText });

export const actionTitle = style({ fontWeight: themeVars.font.weightBold, fontSize: '1.1rem' });

export const reportList = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid' });

export const report = style({
  display: 'flex',
  alignItems: 'center',
  gap: themeVars.space['3'],
  padding: `${themeVars.space['2']} 0`,
  borderBottom: `1px solid ${themeVars.color.border}`,
  selectors: { '&:last-child': { borderBottom: 'none' } },
});

export const reportText = style({ flex: 1, display: 'grid', minWidth: 0 });

export const reportTitle = style({ fontWeight: themeVars.font.weightMedium, overflowWrap: 'anywhere' });

/** Recent reports beside the usage summary on wide screens, one above the other on narrow ones. */
export const columns = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: themeVars.space['4'],
  alignItems: 'start',
  '@media': { '(min-width: 960px)': { gridTemplateColumns: 'minmax(0, 2fr) minmax(280px, 1fr)' } },
});
