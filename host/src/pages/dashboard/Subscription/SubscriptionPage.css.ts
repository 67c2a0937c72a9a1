import { style } from '@vanilla-extract/css';
import { themeVars } from '@assess/ui/theme-vars';

export const page = style({ padding: themeVars.space['5'], maxWidth: '1200px', display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: themeVars.space['5'] });

export const top = style({
  display: 'grid',
  gap: themeVars.space['4'],
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 320px), 1fr))',
  alignItems: 'start',
});

export const plans = style({ display: 'grid', gap: themeVars.space['3'] });

export const heading = style({ fontSize: '1.35rem', margin: 0 });

export const muted = style({ color: themeVars.color.textMuted, margin: 0 });
