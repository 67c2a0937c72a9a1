import { darkThemeClass, lightThemeClass } from './themes.css.ts';
import type { ThemeName } from './tokens.ts';

export { themeVars } from './contract.css.ts';
export { darkThemeClass, lightThemeClass, themeRootClass } from './themes.css.ts';
export { contrastRatio } from './contrast.ts';
// listThemeVars is read by the elements build through Vite's ssrLoadModule('@assess/ui'), not by an import.
export { darkTokens, lightTokens, listThemeVars, type ThemeTokens } from './tokens.ts';

/** The class that applies a theme's custom properties to an element and its subtree. */
export function themeClassFor(theme: ThemeName): string {
  return theme === 'dark' ? darkThemeClass : lightThemeClass;
}
