import { style } from '@vanilla-extract/css';
import { themeVars } from '@assess/ui/theme-vars';
import { fullScreenCentre, fullScreenPanel } from '../../theme/full-screen.css.ts';

export const page = fullScreenCentre;

export const panel = style([fullScreenPanel, { maxWidth: '520px', textAlign: 'center' }]);

export const title = style({ marginTop: 0, color: themeVars.color.errorText });

export const support = style({ color: themeVars.color.textMuted, fontSize: themeVars.font.sizeSm });
