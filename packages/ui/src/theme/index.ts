import { darkThemeClass, lightThemeClass } from './themes.css.ts';
import type { ThemeName } from './tokens.ts';

export { themeContract, themeVars } from './contract.css.ts';
export { darkThemeClass, lightThemeClass, themeRootClass } from './themes.css.ts';
export { contrastRatio, relativeLuminance } from './contrast.ts';
export {
  cssVarName,
  darkTokens,
  lightTokens,
  listThemeVars,
  resolveTheme,
  themeTokens,
  type ThemeName,
  type ThemePreference,
  type ThemeTokens,
} from './tokens.ts';

/** The class that applies a theme's custom properties to an element and its subtree. */
export function themeClassFor(theme: ThemeName): string {
  return theme === 'dark' ? darkThemeClass : lightThemeClass;
}
