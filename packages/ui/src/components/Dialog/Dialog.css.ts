import { keyframes, style, styleVariants } from '@vanilla-extract/css';
import { themeVars } from '../../theme/contract.css.ts';

const appear = keyframes({ from: { opacity: 0, transform: 'translateY(8px)' }, to: { opacity: 1, transform: 'none' } });

// The native <dialog> fills the viewport around the panel and draws the dim overlay itself: it stays in the
// component tree (so in its shadow root, with its styles) while showModal() lifts it into the top layer.
export const overlay = style({
  position: 'fixed',
  inset: 0,
  zIndex: themeVars.layer.overlay,
  boxSizing: 'border-box',
  width: '100%',
  height: '100%',
  maxWidth: 'none',
  maxHeight: 'none',
  margin: 0,
  border: 'none',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  padding: themeVars.space['4'],
  backgroundColor: themeVars.color.overlay,
  color: 'inherit',
  overscrollBehavior: 'contain',
  selectors: {
    '&:not([open])': { display: 'none' },
    '&::backdrop': { backgroundColor: 'transparent' },
  },
});

export const panel = style({
  display: 'flex',
  flexDirection: 'column',
  width: '100%',
  maxHeight: 'calc(100% - 32px)',
  backgroundColor: themeVars.color.surface,
  color: themeVars.color.text,
  borderRadius: themeVars.radius.lg,
  boxShadow: themeVars.shadow['3'],
  outline: 'none',
  animation: `${appear} ${themeVars.motion.durationMedium} ${themeVars.motion.easing}`,
  '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
});

export const sizes = styleVariants({
  sm: { maxWidth: '400px' },
  md: { maxWidth: '560px' },
  lg: { maxWidth: '800px' },
});

export const header = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: themeVars.space['2'],
  padding: `${themeVars.space['4']} ${themeVars.space['5']} ${themeVars.space['2']}`,
});

export const title = style({ margin: 0, fontSize: themeVars.font.sizeLg, fontWeight: themeVars.font.weightBold });

export const body = style({ padding: `${themeVars.space['2']} ${themeVars.space['5']}`, overflowY: 'auto' });

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'flex-end',
  gap: themeVars.space['2'],
  padding: `${themeVars.space['3']} ${themeVars.space['5']} ${themeVars.space['4']}`,
});
