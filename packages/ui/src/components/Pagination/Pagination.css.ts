import { style } from '@vanilla-extract/css';
import { themeVars } from '../../theme/contract.css.ts';
import { control, motion } from '../shared/base.css.ts';

export const nav = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: themeVars.space['3'],
});

export const pages = style({ display: 'flex', alignItems: 'center', gap: themeVars.space['1'], margin: 0, padding: 0, listStyle: 'none' });

export const page = style([
  control,
  motion,
  {
    minWidth: themeVars.size.controlMd,
    height: themeVars.size.controlMd,
    padding: `0 ${themeVars.space['2']}`,
    border: '1px solid transparent',
    borderRadius: themeVars.radius.md,
    background: 'transparent',
    color: themeVars.color.text,
    fontSize: themeVars.font.sizeSm,
    cursor: 'pointer',
    selectors: {
      '&:hover': { backgroundColor: themeVars.color.surfaceMuted },
      '&[aria-current="page"]': {
        backgroundColor: themeVars.color.primary,
        color: themeVars.color.onPrimary,
        fontWeight: themeVars.font.weightBold,
      },
    },
  },
]);

export const ellipsis = style({ padding: `0 ${themeVars.space['1']}`, color: themeVars.color.textMuted });

export const size = style({ display: 'flex', alignItems: 'center', gap: themeVars.space['2'] });

export const status = style({ fontSize: themeVars.font.sizeSm, color: themeVars.color.textMuted });
