import { style } from '@vanilla-extract/css';
import { themeVars } from '@assess/ui/theme-vars';

export const picker = style({ display: 'flex', flexDirection: 'column', gap: themeVars.space[2] });

export const createRow = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: themeVars.space[2] });

export const createField = style({ flex: '1 1 200px' });
