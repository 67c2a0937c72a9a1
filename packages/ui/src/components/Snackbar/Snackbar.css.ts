import { keyframes, style, styleVariants } from '@vanilla-extract/css';
import { themeVars } from '../../theme/contract.css.ts';

const rise = keyframes({ from: { opacity: 0, transform: 'translate(-50%, 16px)' }, to: { opacity: 1, transform: 'translate(-50%, 0)' } });

export const snackbar = style({
  position: 'fixed',
  left: '50%',
  bottom: themeVars.space['5'],
  transform: 'translateX(-50%)',
  zIndex: themeVars.layer.snackbar,
  display: 'flex',
  alignItems: 'center',
  gap: themeVars.space['3'],
  maxWidth: `calc(100% - ${themeVars.space['6']})`,
  minWidth: 'min(320px, 100%)',
  padding: `${themeVars.space['2']} ${themeVars.space['4']}`,
  borderRadius: themeVars.radius.md,
  boxShadow: themeVars.shadow['3'],
  animation: `${rise} ${themeVars.motion.durationMedium} ${themeVars.motion.easing}`,
  '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
});

export const severities = styleVariants({
  // Inverse colours: the text colour as background stands out on any page.
  default: { backgroundColor: themeVars.color.text, color: themeVars.color.surface },
  success: { backgroundColor: themeVars.color.success, color: themeVars.color.onSuccess },
  info: { backgroundColor: themeVars.color.info, color: themeVars.color.onInfo },
  warning: { backgroundColor: themeVars.color.warning, color: themeVars.color.onWarning },
  error: { backgroundColor: themeVars.color.error, color: themeVars.color.onError },
});

export const message = style({ flex: 1, minWidth: 0, padding: `${themeVars.space['1']} 0` });

export const action = style({ display: 'flex', alignItems: 'center', gap: themeVars.space['1'] });
