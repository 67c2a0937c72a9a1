import { style } from '@vanilla-extract/css';
import { themeVars } from '@assess/ui/theme-vars';

/** A card's content, one block under the other. */
export const stack = style({ display: 'flex', flexDirection: 'column', gap: themeVars.space[3], minWidth: 0 });

export const meta = style({ margin: 0, color: themeVars.color.textMuted, fontSize: themeVars.font.sizeSm });

/** A list without bullets, one item under the other. */
export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: themeVars.space[3] });
