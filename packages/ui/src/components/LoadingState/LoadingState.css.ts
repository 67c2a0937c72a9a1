import { style } from '@vanilla-extract/css';
import { themeVars } from '../../theme/contract.css.ts';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: themeVars.space['3'],
  padding: themeVars.space['6'],
  textAlign: 'center',
  color: themeVars.color.text,
});

export const spinner = style({ color: themeVars.color.primaryText });

export const title = style({ margin: 0, fontSize: themeVars.font.sizeLg, fontWeight: themeVars.font.weightMedium });

export const description = style({ margin: 0, color: themeVars.color.textMuted, maxWidth: '48ch' });
