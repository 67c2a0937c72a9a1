import { globalStyle, style } from '@vanilla-extract/css';
import { themeVars } from '@assess/ui/theme-vars';

export const block = style({ display: 'grid', gap: themeVars.space['2'], minWidth: 0 });

export const toolbar = style({ display: 'flex', justifyContent: 'flex-end', flexWrap: 'wrap', gap: themeVars.space['2'] });

export const area = style({
  position: 'relative',
  minWidth: 0,
  borderRadius: themeVars.radius.md,
  outline: 'none',
  selectors: {
    '&:focus-visible': { outline: `${themeVars.size.focusRing} solid ${themeVars.color.focus}`, outlineOffset: '2px' },
  },
});

/** The container uPlot draws into; its width follows the element's. */
export const plot = style({ width: '100%', minHeight: '300px' });

/* uPlot's own layout rules (its stylesheet cannot reach into a shadow root), for the parts the chart uses. */
globalStyle(`${plot} .uplot, ${plot} .uplot *`, { boxSizing: 'border-box' });
globalStyle(`${plot} .uplot`, { fontFamily: themeVars.font.family, lineHeight: 1.5, width: 'min-content' });
globalStyle(`${plot} .u-wrap`, { position: 'relative', userSelect: 'none' });
globalStyle(`${plot} .u-over, ${plot} .u-under`, { position: 'absolute' });
globalStyle(`${plot} .u-under`, { overflow: 'hidden' });
globalStyle(`${plot} .uplot canvas`, { display: 'block', position: 'relative', width: '100%', height: '100%' });
globalStyle(`${plot} .u-axis`, { position: 'absolute' });
globalStyle(`${plot} .u-select`, { position: 'absolute', pointerEvents: 'none', background: 'transparent' });
globalStyle(`${plot} .u-cursor-x, ${plot} .u-cursor-y`, { position: 'absolute', left: 0, top: 0, pointerEvents: 'none', willChange: 'transform' });
globalStyle(`${plot} .u-hz .u-cursor-x`, { height: '100%', borderRight: `1px dashed ${themeVars.color.borderStrong}` });
globalStyle(`${plot} .u-hz .u-cursor-y`, { display: 'none' });
globalStyle(`${plot} .u-cursor-pt`, {
  position: 'absolute',
  top: 0,
  left: 0,
  borderRadius: '50%',
  border: '0 solid',
  pointerEvents: 'none',
  willChange: 'transform',
  backgroundClip: 'padding-box !important',
});
globalStyle(`${plot} .u-off`, { display: 'none' });

export const tooltip = style({
  position: 'absolute',
  zIndex: 1,
  pointerEvents: 'none',
  transform: 'translate(-50%, calc(-100% - 12px))',
  padding: `${themeVars.space['1']} ${themeVars.space['2']}`,
  borderRadius: themeVars.radius.sm,
  background: themeVars.color.text,
  color: themeVars.color.surface,
  fontSize: themeVars.font.sizeSm,
  whiteSpace: 'nowrap',
  boxShadow: themeVars.shadow['2'],
});

export const tooltipRow = style({ display: 'flex', gap: themeVars.space['2'], alignItems: 'center' });

export const legend = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${themeVars.space['1']} ${themeVars.space['4']}`,
  fontSize: themeVars.font.sizeSm,
  color: themeVars.color.text,
});

export const legendItem = style({ display: 'inline-flex', alignItems: 'center', gap: themeVars.space['1'] });

export const swatch = style({ width: '12px', height: '12px', borderRadius: '50%', flexShrink: 0 });

/** Hidden spans whose computed colours tell the canvas the theme's colours. */
export const probe = style({ position: 'absolute', width: 0, height: 0, overflow: 'hidden', visibility: 'hidden' });

export const hint = style({ margin: 0, fontSize: themeVars.font.sizeSm, color: themeVars.color.textMuted });
