import { style } from '@vanilla-extract/css';
import { themeVars } from '../../theme/contract.css.ts';
import { control, motion } from './base.css.ts';

export const field = style({ display: 'flex', flexDirection: 'column', gap: themeVars.space['1'], minWidth: 0 });

export const label = style({ fontSize: themeVars.font.sizeSm, fontWeight: themeVars.font.weightMedium, color: themeVars.color.text });

export const required = style({ color: themeVars.color.errorText, marginLeft: '2px' });

export const helper = style({ margin: 0, fontSize: themeVars.font.sizeSm, color: themeVars.color.textMuted });

export const error = style({ margin: 0, fontSize: themeVars.font.sizeSm, color: themeVars.color.errorText });

/** The box around an input or select, which also holds adornments. */
export const box = style([
  motion,
  {
    display: 'flex',
    alignItems: 'center',
    gap: themeVars.space['2'],
    minHeight: themeVars.size.controlMd,
    padding: `0 ${themeVars.space['3']}`,
    backgroundColor: themeVars.color.surface,
    color: themeVars.color.text,
    border: `1px solid ${themeVars.color.borderStrong}`,
    borderRadius: themeVars.radius.md,
    selectors: {
      '&:focus-within': { borderColor: themeVars.color.focus, boxShadow: `0 0 0 1px ${themeVars.color.focus}` },
      '&[data-invalid="true"]': { borderColor: themeVars.color.error },
      '&[data-disabled="true"]': { opacity: 0.6 },
      // A read-only value (one fixed by someone else) reads as shown, not as a field to type in.
      '&:has(input[readonly], textarea[readonly])': { backgroundColor: themeVars.color.surfaceMuted, borderStyle: 'dashed' },
    },
  },
]);

export const multilineBox = style({ alignItems: 'stretch', padding: themeVars.space['2'] });

/** The bare input inside the box; the box draws the border and the focus state. */
export const input = style([
  control,
  {
    flex: 1,
    minWidth: 0,
    minHeight: `calc(${themeVars.size.controlMd} - 2px)`,
    padding: 0,
    border: 'none',
    background: 'transparent',
    color: 'inherit',
    fontSize: themeVars.font.sizeMd,
    selectors: {
      // The box shows focus for the whole field.
      '&:focus-visible': { outline: 'none' },
      '&::placeholder': { color: themeVars.color.textMuted, opacity: 1 },
    },
  },
]);

export const textarea = style({ resize: 'vertical', lineHeight: themeVars.font.lineHeight, padding: themeVars.space['1'] });

export const adornment = style({ display: 'inline-flex', alignItems: 'center', color: themeVars.color.textMuted });
