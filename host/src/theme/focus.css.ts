import { style } from '@vanilla-extract/css';
import { themeVars as vars } from '@assess/ui/theme-vars';

/** The visible keyboard focus ring the ui primitives use. */
export const focusRing = style({
  outline: 'none',
  selectors: {
    '&:focus-visible': { outline: `${vars.size.focusRing} solid ${vars.color.focus}`, outlineOffset: '2px' },
  },
});
