import { style } from '@vanilla-extract/css';
import { focusRing } from '../../theme/focus.css.ts';
import { themeVars } from '@assess/ui/theme-vars';

export const root = style({ position: 'relative', display: 'inline-flex' });

export const trigger = style([
  focusRing,
  {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    width: themeVars.size.controlMd,
    height: themeVars.size.controlMd,
    border: 'none',
    borderRadius: themeVars.radius.pill,
    background: 'transparent',
    color: 'inherit',
    cursor: 'pointer',
    touchAction: 'manipulation',
    selectors: { '&:hover': { backgroundColor: themeVars.color.surfaceMuted } },
  },
]);

export const menu = style({
  position: 'absolute',
  top: 'calc(100% + 4px)',
  right: 0,
  zIndex: themeVars.layer.overlay,
  minWidth: '200px',
  padding: `${themeVars.space['1']} 0`,
  backgroundColor: themeVars.color.surface,
  color: themeVars.color.text,
  border: `1px solid ${themeVars.color.border}`,
  borderRadius: themeVars.radius.md,
  boxShadow: themeVars.shadow['2'],
});

export const header = style({
  padding: `${themeVars.space['2']} ${themeVars.space['4']}`,
  fontSize: themeVars.font.sizeSm,
  color: themeVars.color.textMuted,
  borderBottom: `1px solid ${themeVars.color.border}`,
  marginBottom: themeVars.space['1'],
  overflowWrap: 'anywhere',
});

export const item = style([
  focusRing,
  {
    display: 'flex',
    alignItems: 'center',
    gap: themeVars.space['2'],
    width: '100%',
    minHeight: themeVars.size.controlMd,
    padding: `0 ${themeVars.space['4']}`,
    border: 'none',
    background: 'transparent',
    color: 'inherit',
    font: 'inherit',
    textAlign: 'left',
    textDecoration: 'none',
    cursor: 'pointer',
    touchAction: 'manipulation',
    selectors: { '&:hover, &:focus-visible': { backgroundColor: themeVars.color.surfaceMuted } },
  },
]);

export const check = style({ display: 'inline-block', width: '1em', color: themeVars.color.primaryText });
