import { style } from '@vanilla-extract/css';
import { themeVars } from '../../theme/contract.css.ts';

export const grid = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: themeVars.space['3'],
  gridTemplateColumns: 'repeat(auto-fit, minmax(150px, 1fr))',
});

export const stat = style({
  display: 'grid',
  gap: themeVars.space['1'],
  padding: themeVars.space['4'],
  borderRadius: themeVars.radius.md,
  background: themeVars.color.surface,
  border: `1px solid ${themeVars.color.border}`,
});

export const label = style({ fontSize: themeVars.font.sizeSm, color: themeVars.color.textMuted });

export const value = style({ fontSize: themeVars.font.sizeXl, fontWeight: themeVars.font.weightBold });
