import { style } from '@vanilla-extract/css';
import { themeVars } from '@assess/ui/theme-vars';
import { fullScreenCentre, fullScreenPanel } from '../../theme/full-screen.css.ts';

export const centre = fullScreenCentre;

export const panel = style([fullScreenPanel, { maxWidth: '560px' }]);

export const title = style({ marginTop: 0, color: themeVars.color.errorText });

export const hint = style({ color: themeVars.color.textMuted, fontSize: themeVars.font.sizeSm });

export const warning = style({
  position: 'fixed',
  left: themeVars.space['3'],
  right: themeVars.space['3'],
  bottom: themeVars.space['3'],
  zIndex: 30,
  maxWidth: '720px',
  margin: '0 auto',
  boxShadow: themeVars.shadow['3'],
});
