import { style } from '@vanilla-extract/css';
import { focusRing } from '../../theme/focus.css.ts';
import { themeVars } from '@assess/ui/theme-vars';

export const avatar = style([
  focusRing,
  {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    width: themeVars.size.controlMd,
    height: themeVars.size.controlMd,
    borderRadius: themeVars.radius.pill,
    border: 'none',
    backgroundColor: themeVars.color.secondary,
    color: themeVars.color.onSecondary,
    fontWeight: themeVars.font.weightBold,
    fontSize: themeVars.font.sizeSm,
    cursor: 'pointer',
    touchAction: 'manipulation',
  },
]);
