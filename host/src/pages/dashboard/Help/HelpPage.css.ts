import { style } from '@vanilla-extract/css';
import { themeVars } from '@assess/ui/theme-vars';
import { focusRing } from '../../../theme/focus.css.ts';

export const page = style({ padding: themeVars.space['5'], maxWidth: '900px', display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: themeVars.space['4'] });

export const intro = style({ margin: 0, color: themeVars.color.textMuted });

export const steps = style({ margin: 0, paddingInlineStart: '1.25rem', display: 'grid', gap: themeVars.space['2'] });

export const text = style({ margin: 0, lineHeight: 1.5 });

export const stack = style({ display: 'grid', gap: themeVars.space['3'] });

export const link = style([focusRing, { color: themeVars.color.primaryText, fontWeight: themeVars.font.weightMedium }]);
