import { style } from '@vanilla-extract/css';
import { themeVars } from '@assess/ui/theme-vars';

export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: themeVars.space['2'] });

export const item = style({
  display: 'flex',
  flexDirection: 'column',
  gap: themeVars.space['1'],
  paddingBottom: themeVars.space['2'],
  borderBottom: `1px solid ${themeVars.color.border}`,
  selectors: { '&:last-child': { borderBottom: 'none', paddingBottom: 0 } },
});

export const name = style({ fontWeight: themeVars.font.weightMedium, overflowWrap: 'anywhere' });

export const meta = style({ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: themeVars.space['2'] });

export const muted = style({ margin: 0, fontSize: themeVars.font.sizeSm, color: themeVars.color.textMuted });

export const error = style({ margin: 0, fontSize: themeVars.font.sizeSm, color: themeVars.color.errorText });

export const link = style({ alignSelf: 'flex-start', color: themeVars.color.primaryText, fontWeight: themeVars.font.weightMedium });

/** Words for screen readers only: which job a View Result link is of. */
export const hidden = style({
  position: 'absolute',
  width: '1px',
  height: '1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
});

export const finished = style({
  display: 'flex',
  flexDirection: 'column',
  gap: themeVars.space['2'],
  marginTop: themeVars.space['3'],
  paddingTop: themeVars.space['3'],
  borderTop: `1px solid ${themeVars.color.border}`,
});

export const subheading = style({ margin: 0, fontSize: themeVars.font.sizeMd, fontWeight: themeVars.font.weightBold });
