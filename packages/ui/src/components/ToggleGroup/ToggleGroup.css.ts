import { style } from '@vanilla-extract/css';
import { themeVars } from '../../theme/contract.css.ts';
import { control, motion } from '../shared/base.css.ts';

export const group = style({
  display: 'inline-flex',
  flexWrap: 'wrap',
  border: `1px solid ${themeVars.color.borderStrong}`,
  borderRadius: themeVars.radius.md,
  overflow: 'hidden',
});

export const toggle = style([
  control,
  motion,
  {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: themeVars.space['1'],
    minHeight: themeVars.size.controlMd,
    minWidth: themeVars.size.controlMd,
    padding: `0 ${themeVars.space['3']}`,
    border: 'none',
    borderRight: `1px solid ${themeVars.color.border}`,
    background: themeVars.color.surface,
    color: themeVars.color.text,
    fontSize: themeVars.font.sizeSm,
    fontWeight: themeVars.font.weightMedium,
    cursor: 'pointer',
    selectors: {
      '&:last-child': { borderRight: 'none' },
      // A pressed toggle keeps its colours under the pointer, so its text stays readable on the primary colour.
      '&:hover:not(:disabled):not([aria-pressed="true"])': { backgroundColor: themeVars.color.surfaceMuted },
      '&[aria-pressed="true"]:hover:not(:disabled)': { boxShadow: `inset 0 0 0 100vmax rgb(0 0 0 / 0.08)` },
      '&[aria-pressed="true"]': { backgroundColor: themeVars.color.primary, color: themeVars.color.onPrimary },
      '&:disabled': { cursor: 'not-allowed', opacity: 0.5 },
      // The ring sits inside so the group's rounded clipping does not hide it.
      '&:focus-visible': { outlineOffset: `calc(-1 * ${themeVars.size.focusRing})` },
    },
  },
]);
