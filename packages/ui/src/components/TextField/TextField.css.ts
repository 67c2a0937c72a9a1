import { style } from '@vanilla-extract/css';

export const fullWidth = style({ width: '100%' });
