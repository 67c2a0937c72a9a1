import { keyframes, style, styleVariants } from '@vanilla-extract/css';
import { themeVars } from '../../theme/contract.css.ts';

const slide = keyframes({ from: { transform: 'translateX(-100%)' }, to: { transform: 'translateX(250%)' } });

export const root = style({ display: 'flex', alignItems: 'center', gap: themeVars.space['2'], width: '100%' });

export const track = style({
  position: 'relative',
  flex: 1,
  height: '8px',
  overflow: 'hidden',
  borderRadius: themeVars.radius.pill,
  backgroundColor: themeVars.color.surfaceMuted,
  // The track's edge keeps the bar visible against light surfaces (WCAG 1.4.11).
  boxShadow: `inset 0 0 0 1px ${themeVars.color.border}`,
});

export const bar = style({
  position: 'absolute',
  inset: 0,
  right: 'auto',
  borderRadius: 'inherit',
  transition: `width ${themeVars.motion.durationMedium} ${themeVars.motion.easing}`,
  '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none' } },
});

export const indeterminate = style({
  width: '40%',
  animation: `${slide} 1.4s ${themeVars.motion.easing} infinite`,
  '@media': {
    // Without motion, a static partial bar still reads as "in progress".
    '(prefers-reduced-motion: reduce)': { animation: 'none', left: '30%' },
  },
});

export const colors = styleVariants({
  primary: { backgroundColor: themeVars.color.primary },
  secondary: { backgroundColor: themeVars.color.secondary },
  success: { backgroundColor: themeVars.color.success },
  warning: { backgroundColor: themeVars.color.warning },
  error: { backgroundColor: themeVars.color.error },
  info: { backgroundColor: themeVars.color.info },
});

export const value = style({ minWidth: '3ch', fontSize: themeVars.font.sizeSm, color: themeVars.color.textMuted, textAlign: 'right' });
