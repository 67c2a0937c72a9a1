import { style } from '@vanilla-extract/css';
import { themeVars } from '@assess/ui/theme-vars';

export const list = style({
  margin: 0,
  paddingLeft: themeVars.space['5'],
  display: 'flex',
  flexDirection: 'column',
  gap: themeVars.space['1'],
  fontSize: themeVars.font.sizeSm,
});

export const processing = style({ margin: `${themeVars.space['3']} 0 0`, fontSize: themeVars.font.sizeSm, fontWeight: themeVars.font.weightMedium });
