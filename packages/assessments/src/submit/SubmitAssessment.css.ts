import { style } from '@vanilla-extract/css';
import { themeVars } from '@assess/ui/theme-vars';

export const form = style({
  display: 'flex',
  flexDirection: 'column',
  gap: themeVars.space[4],
  maxWidth: '720px',
});

export const files = style({
  display: 'grid',
  gap: themeVars.space[3],
  margin: 0,
  padding: 0,
  border: 'none',
  minWidth: 0,
});

export const legend = style({
  padding: 0,
  marginBottom: themeVars.space[2],
  fontWeight: themeVars.font.weightMedium,
});

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: themeVars.space[2] });
