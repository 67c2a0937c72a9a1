// Style fragments the assessment screens' styles are built from, so that a list, a box or a wrapping row looks
// the same wherever it appears.
import { themeVars } from '@assess/ui/theme-vars';

/** A list without bullets or indent, its items in a column. */
export const plainList = { listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column' } as const;

/** A thin border with the theme's rounded corners. */
export const boxed = { border: `1px solid ${themeVars.color.border}`, borderRadius: themeVars.radius.md } as const;

/** A row that wraps onto more lines, its items lined up at the bottom (fields with buttons beside them). */
export const wrappingRow = { display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end' } as const;
