import { style, styleVariants } from '@vanilla-extract/css';
import { themeVars } from '../../theme/contract.css.ts';
import { focusRing } from '../shared/base.css.ts';

export const scroller = style([
  focusRing,
  {
    width: '100%',
    overflowX: 'auto',
    border: `1px solid ${themeVars.color.border}`,
    borderRadius: themeVars.radius.md,
    backgroundColor: themeVars.color.surface,
  },
]);

export const table = style({ width: '100%', borderCollapse: 'collapse', fontSize: themeVars.font.sizeSm, color: themeVars.color.text });

export const caption = style({
  captionSide: 'top',
  textAlign: 'left',
  padding: `${themeVars.space['3']} ${themeVars.space['4']}`,
  fontWeight: themeVars.font.weightBold,
  fontSize: themeVars.font.sizeMd,
});

export const th = style({
  padding: `${themeVars.space['3']} ${themeVars.space['4']}`,
  backgroundColor: themeVars.color.surfaceMuted,
  fontWeight: themeVars.font.weightBold,
  whiteSpace: 'nowrap',
  borderBottom: `1px solid ${themeVars.color.border}`,
});

export const td = style({
  padding: `${themeVars.space['3']} ${themeVars.space['4']}`,
  borderBottom: `1px solid ${themeVars.color.border}`,
  verticalAlign: 'middle',
  selectors: { 'tr:last-child > &': { borderBottom: 'none' } },
});

export const align = styleVariants({ left: { textAlign: 'left' }, center: { textAlign: 'center' }, right: { textAlign: 'right' } });

export const empty = style({ padding: themeVars.space['5'], textAlign: 'center', color: themeVars.color.textMuted });
