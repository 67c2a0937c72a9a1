import { style } from '@vanilla-extract/css';
import { themeVars } from '@assess/ui/theme-vars';

export const page = style({ padding: themeVars.space['5'], maxWidth: '1200px' });

export const notice = style({
  padding: themeVars.space['5'],
  backgroundColor: themeVars.color.surface,
  border: `1px dashed ${themeVars.color.borderStrong}`,
  borderRadius: themeVars.radius.lg,
  color: themeVars.color.textMuted,
});
