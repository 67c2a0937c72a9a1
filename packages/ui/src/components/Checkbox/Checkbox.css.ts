import { style } from '@vanilla-extract/css';
import { themeVars } from '../../theme/contract.css.ts';
import { control } from '../shared/base.css.ts';

export const root = style({ display: 'flex', flexDirection: 'column', gap: themeVars.space['1'] });

export const row = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: themeVars.space['2'],
  minHeight: themeVars.size.controlMd,
  cursor: 'pointer',
  selectors: { '&[data-disabled="true"]': { cursor: 'not-allowed', opacity: 0.6 } },
});

export const input = style([
  control,
  {
    width: '20px',
    height: '20px',
    margin: 0,
    flexShrink: 0,
    accentColor: themeVars.color.primaryText,
    cursor: 'inherit',
  },
]);

export const description = style({ paddingLeft: `calc(20px + ${themeVars.space['2']})` });
