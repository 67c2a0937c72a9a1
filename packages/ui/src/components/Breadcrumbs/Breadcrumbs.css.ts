import { style } from '@vanilla-extract/css';
import { themeVars } from '../../theme/contract.css.ts';
import { focusRing } from '../shared/base.css.ts';

export const list = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: themeVars.space['1'],
  margin: 0,
  padding: 0,
  listStyle: 'none',
  fontSize: themeVars.font.sizeSm,
});

export const item = style({ display: 'inline-flex', alignItems: 'center', gap: themeVars.space['1'], color: themeVars.color.textMuted });

export const link = style([
  focusRing,
  {
    color: themeVars.color.primaryText,
    textDecoration: 'underline',
    textUnderlineOffset: '2px',
    borderRadius: themeVars.radius.sm,
    touchAction: 'manipulation',
    selectors: { '&:hover': { textDecorationThickness: '2px' } },
  },
]);

export const current = style({ color: themeVars.color.text, fontWeight: themeVars.font.weightMedium });

export const separator = style({ display: 'inline-flex', color: themeVars.color.textMuted });
