import { globalStyle, style } from '@vanilla-extract/css';
import { themeVars } from '@assess/ui/theme-vars';

export const intro = style({ fontSize: '1.05rem' });

export const section = style({ marginTop: themeVars.space['5'] });

export const heading = style({ fontSize: '1.3rem', margin: `0 0 ${themeVars.space['2']}` });

globalStyle(`${section} p, ${section} li, ${intro} p`, { lineHeight: 1.65 });
globalStyle(`${section} a, ${intro} a`, { color: themeVars.color.primaryText });
