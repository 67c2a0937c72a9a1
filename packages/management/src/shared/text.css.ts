import { style } from '@vanilla-extract/css';
import { themeVars } from '@assess/ui/theme-vars';

// The text styles every management view and dialog uses.
export const muted = style({ color: themeVars.color.textMuted, margin: 0 });

export const flat = style({ margin: 0 });
