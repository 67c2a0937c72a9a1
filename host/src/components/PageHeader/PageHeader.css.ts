import { style } from '@vanilla-extract/css';
import { themeVars } from '@assess/ui/theme-vars';

export const header = style({ display: 'grid', gap: themeVars.space['2'], marginBottom: themeVars.space['5'] });

export const row = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: themeVars.space['3'] });

export const titles = style({ flex: 1, minWidth: '12rem' });

export const title = style({ margin: 0, fontSize: '1.75rem', lineHeight: 1.25 });

export const subtitle = style({ margin: `${themeVars.space['1']} 0 0`, color: themeVars.color.textMuted });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: themeVars.space['2'] });
