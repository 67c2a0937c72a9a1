import { style, styleVariants } from '@vanilla-extract/css';
import { themeVars } from '../../theme/contract.css.ts';
import { control, motion } from '../shared/base.css.ts';

export const base = style([
  control,
  motion,
  {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    flexShrink: 0,
    padding: 0,
    border: '1px solid transparent',
    borderRadius: themeVars.radius.pill,
    backgroundColor: 'transparent',
    color: 'inherit',
    cursor: 'pointer',
    selectors: {
      '&:hover:not(:disabled)': { backgroundColor: themeVars.color.surfaceMuted },
      '&:disabled': { cursor: 'not-allowed', opacity: 0.5 },
    },
  },
]);

export const variants = styleVariants({
  default: {},
  primary: {
    backgroundColor: themeVars.color.primary,
    color: themeVars.color.onPrimary,
    selectors: { '&:hover:not(:disabled)': { backgroundColor: themeVars.color.primary, boxShadow: themeVars.shadow['2'] } },
  },
  outlined: { borderColor: themeVars.color.borderStrong },
});

export const sizes = styleVariants({
  sm: { width: themeVars.size.controlSm, height: themeVars.size.controlSm },
  md: { width: themeVars.size.controlMd, height: themeVars.size.controlMd },
  lg: { width: themeVars.size.controlLg, height: themeVars.size.controlLg },
});
