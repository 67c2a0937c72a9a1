import { style } from '@vanilla-extract/css';
import { themeVars } from '@assess/ui/theme-vars';

/** The library's outlined boxes (the filters panel, cards, the list, a chosen upload): a thin border, rounded. */
export const outlined = style({ border: `1px solid ${themeVars.color.border}`, borderRadius: themeVars.radius.md });
