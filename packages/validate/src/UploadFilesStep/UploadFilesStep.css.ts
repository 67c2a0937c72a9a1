import { style } from '@vanilla-extract/css';
import { themeVars } from '@assess/ui/theme-vars';

export const fields = style({ display: 'flex', flexDirection: 'column', gap: themeVars.space['4'] });
