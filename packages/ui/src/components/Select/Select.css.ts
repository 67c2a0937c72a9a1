import { style } from '@vanilla-extract/css';
import { themeVars } from '../../theme/contract.css.ts';

export const box = style({ position: 'relative', paddingRight: 0 });

export const select = style({
  appearance: 'none',
  paddingRight: themeVars.space['6'],
  cursor: 'pointer',
  // Options are drawn by the platform; give them the theme's colours where it allows.
  backgroundColor: 'transparent',
});

export const arrow = style({
  position: 'absolute',
  right: themeVars.space['2'],
  top: '50%',
  transform: 'translateY(-50%) rotate(90deg)',
  pointerEvents: 'none',
  display: 'inline-flex',
  color: themeVars.color.textMuted,
});

export const fullWidth = style({ width: '100%' });
