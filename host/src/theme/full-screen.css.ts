import { style } from '@vanilla-extract/css';
import { themeVars } from '@assess/ui/theme-vars';

/** A page that holds one message in the middle of the viewport: the start-up and error screens. */
export const fullScreenCentre = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  minHeight: 'calc(var(--vh, 1vh) * 100)',
  padding: themeVars.space['4'],
});

/** The card that message sits in. */
export const fullScreenPanel = style({
  padding: themeVars.space['6'],
  backgroundColor: themeVars.color.surface,
  border: `1px solid ${themeVars.color.border}`,
  borderRadius: themeVars.radius.lg,
  boxShadow: themeVars.shadow['2'],
});
