import { style } from '@vanilla-extract/css';
import { themeVars } from '../../theme/contract.css.ts';

/** A visible focus ring for keyboard users, shown with :focus-visible so mouse clicks do not flash it. */
export const focusRing = style({
  outline: 'none',
  selectors: {
    '&:focus-visible': {
      outline: `${themeVars.size.focusRing} solid ${themeVars.color.focus}`,
      outlineOffset: '2px',
    },
  },
});

/** Every interactive control: focus ring, no double-tap zoom delay (pinch zoom stays available). */
export const control = style([
  focusRing,
  {
    touchAction: 'manipulation',
    WebkitTapHighlightColor: 'transparent',
    fontFamily: 'inherit',
  },
]);

/** Hidden on screen, still read by assistive technology. */
export const visuallyHidden = style({
  position: 'absolute',
  width: '1px',
  height: '1px',
  padding: 0,
  margin: '-1px',
  overflow: 'hidden',
  clip: 'rect(0, 0, 0, 0)',
  whiteSpace: 'nowrap',
  border: 0,
});

/** Transitions that switch off when the user asks for reduced motion. */
export const motion = style({
  transitionDuration: themeVars.motion.durationShort,
  transitionTimingFunction: themeVars.motion.easing,
  transitionProperty: 'background-color, border-color, color, box-shadow, opacity',
  '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none' } },
});
