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
    gap: themeVars.space['2'],
    border: '1px solid transparent',
    borderRadius: themeVars.radius.md,
    fontWeight: themeVars.font.weightMedium,
    lineHeight: 1.2,
    textDecoration: 'none',
    cursor: 'pointer',
    whiteSpace: 'nowrap',
    userSelect: 'none',
    selectors: {
      '&:disabled, &[aria-disabled="true"]': { cursor: 'not-allowed', opacity: 0.6 },
    },
  },
]);

export const variants = styleVariants({
  primary: {
    backgroundColor: themeVars.color.primary,
    color: themeVars.color.onPrimary,
    selectors: { '&:hover:not(:disabled):not([aria-disabled="true"])': { boxShadow: themeVars.shadow['2'] } },
  },
  secondary: {
    backgroundColor: themeVars.color.secondary,
    color: themeVars.color.onSecondary,
    selectors: { '&:hover:not(:disabled):not([aria-disabled="true"])': { boxShadow: themeVars.shadow['2'] } },
  },
  outlined: {
    backgroundColor: 'transparent',
    color: themeVars.color.primaryText,
    borderColor: themeVars.color.borderStrong,
    selectors: { '&:hover:not(:disabled):not([aria-disabled="true"])': { backgroundColor: themeVars.color.surfaceMuted } },
  },
  text: {
    backgroundColor: 'transparent',
    color: themeVars.color.primaryText,
    selectors: { '&:hover:not(:disabled):not([aria-disabled="true"])': { backgroundColor: themeVars.color.surfaceMuted } },
  },
  danger: {
    backgroundColor: themeVars.color.error,
    color: themeVars.color.onError,
    selectors: { '&:hover:not(:disabled):not([aria-disabled="true"])': { boxShadow: themeVars.shadow['2'] } },
  },
});

export const sizes = styleVariants({
  sm: { minHeight: themeVars.size.controlSm, padding: `0 ${themeVars.space['3']}`, fontSize: themeVars.font.sizeSm },
  md: { minHeight: themeVars.size.controlMd, padding: `0 ${themeVars.space['4']}`, fontSize: themeVars.font.sizeMd },
  lg: { minHeight: themeVars.size.controlLg, padding: `0 ${themeVars.space['5']}`, fontSize: themeVars.font.sizeLg },
});

export const fullWidth = style({ width: '100%' });

export const icon = style({ display: 'inline-flex', flexShrink: 0 });
