import { style } from '@vanilla-extract/css';
import { themeVars } from '@assess/ui/theme-vars';

export const link = style({
  color: themeVars.color.primaryText,
  fontWeight: themeVars.font.weightMedium,
  textDecoration: 'underline',
});
