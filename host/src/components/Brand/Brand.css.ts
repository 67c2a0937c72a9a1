import { style } from '@vanilla-extract/css';
import { focusRing } from '../../theme/focus.css.ts';
import { themeVars } from '@assess/ui/theme-vars';

export const brand = style([
  focusRing,
  {
    display: 'inline-flex',
    alignItems: 'center',
    gap: themeVars.space['2'],
    fontSize: themeVars.font.sizeLg,
    fontWeight: themeVars.font.weightBold,
    color: 'inherit',
    textDecoration: 'none',
    borderRadius: themeVars.radius.sm,
  },
]);

export const mark = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '32px',
  height: '32px',
  borderRadius: themeVars.radius.md,
  backgroundColor: themeVars.color.primary,
  color: themeVars.color.onPrimary,
});
