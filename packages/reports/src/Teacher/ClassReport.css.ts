import { style } from '@vanilla-extract/css';
import { themeVars } from '@assess/ui/theme-vars';

export const bars = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: themeVars.space['2'] });

export const bar = style({ display: 'grid', gridTemplateColumns: '4.5rem minmax(0, 1fr) 6.5rem', alignItems: 'center', gap: themeVars.space['2'] });

export const barLabel = style({ fontSize: themeVars.font.sizeSm, fontVariantNumeric: 'tabular-nums' });

export const track = style({ height: '12px', borderRadius: themeVars.radius.pill, background: themeVars.color.surfaceMuted, overflow: 'hidden' });

export const fill = style({ display: 'block', height: '100%', background: themeVars.color.primaryText, borderRadius: themeVars.radius.pill });

export const barCount = style({ fontVariantNumeric: 'tabular-nums', textAlign: 'end' });
