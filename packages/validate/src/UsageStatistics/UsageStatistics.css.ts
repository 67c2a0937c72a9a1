import { style } from '@vanilla-extract/css';
import { themeVars } from '@assess/ui/theme-vars';

export const body = style({ display: 'flex', flexDirection: 'column', gap: themeVars.space['2'] });

export const remaining = style({ display: 'flex', alignItems: 'baseline', gap: themeVars.space['2'], margin: 0 });

export const count = style({ fontSize: themeVars.font.sizeXl, fontWeight: themeVars.font.weightBold, color: themeVars.color.primaryText });

export const caption = style({ margin: 0, fontSize: themeVars.font.sizeSm, color: themeVars.color.textMuted });

export const error = style({ margin: 0, fontSize: themeVars.font.sizeSm, color: themeVars.color.errorText });
