import { style } from '@vanilla-extract/css';
import { themeVars } from '@assess/ui/theme-vars';

export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 300px), 1fr))',
  gap: themeVars.space[4],
  listStyle: 'none',
  margin: 0,
  padding: 0,
});

export const cardBody = style({ display: 'flex', flexDirection: 'column', gap: themeVars.space[3] });

export const chips = style({ display: 'flex', flexWrap: 'wrap', gap: themeVars.space[2] });
