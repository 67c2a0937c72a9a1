import { style } from '@vanilla-extract/css';
import { themeVars } from '../../theme/contract.css.ts';

/** Every screen's frame: one column that may shrink below its content, so wide rows wrap instead of overflowing. */
export const screen = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  alignContent: 'start',
  gap: themeVars.space[4],
  width: '100%',
  maxWidth: '1200px',
  marginInline: 'auto',
  padding: themeVars.space[4],
  boxSizing: 'border-box',
  minWidth: 0,
  color: themeVars.color.text,
  fontFamily: themeVars.font.family,
});

export const header = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: themeVars.space[3] });

export const title = style({ margin: 0, fontSize: themeVars.font.sizeXl, fontWeight: themeVars.font.weightBold });

export const subtitle = style({ margin: 0, fontSize: themeVars.font.sizeSm, color: themeVars.color.textMuted });

export const actions = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: themeVars.space[2] });
