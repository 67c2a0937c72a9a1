import { style } from '@vanilla-extract/css';
import { themeVars } from '@assess/ui/theme-vars';

/** The layout every assessment screen shares: a column with a header row. */
export const screen = style({
  display: 'flex',
  flexDirection: 'column',
  gap: themeVars.space[4],
  padding: themeVars.space[4],
  maxWidth: '1200px',
  marginInline: 'auto',
});

export const header = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: themeVars.space[3],
});

export const title = style({
  margin: 0,
  fontSize: themeVars.font.sizeXl,
  fontWeight: themeVars.font.weightBold,
});

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: themeVars.space[2],
});

export const muted = style({ color: themeVars.color.textMuted, margin: 0 });
