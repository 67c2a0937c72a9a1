import { createGlobalThemeContract } from '@vanilla-extract/css';
import { cssVarName, lightTokens, type ThemeTokens } from './tokens.ts';

/**
 * The theme contract: what a theme class (createTheme) sets. Its properties are the theme's own values,
 * --assess-theme-<group>-<token>; they are internal, partners set the public names below instead.
 */
export const themeContract = createGlobalThemeContract(lightTokens, (_value, path) =>
  cssVarName(path).replace(/^--assess-/, 'assess-theme-'),
);

function mapTokens(tokens: ThemeTokens, leaf: (path: string[], contractValue: string) => string): ThemeTokens {
  const walk = (node: Record<string, unknown>, contract: Record<string, unknown>, path: string[]): Record<string, unknown> =>
    Object.fromEntries(
      Object.entries(node).map(([key, value]) => [
        key,
        typeof value === 'string'
          ? leaf([...path, key], contract[key] as string)
          : walk(value as Record<string, unknown>, contract[key] as Record<string, unknown>, [...path, key]),
      ]),
    );
  return walk(tokens, themeContract, []) as ThemeTokens;
}

/**
 * What styles use: each token reads the public custom property --assess-<group>-<token> and falls back to the
 * theme's value. A partner's value on the element (or any ancestor) therefore wins over the theme class inside
 * the shadow root, e.g. themeVars.color.primary is var(--assess-color-primary, var(--assess-theme-color-primary)).
 */
export const themeVars: ThemeTokens = mapTokens(lightTokens, (path, contractValue) => `var(${cssVarName(path)}, ${contractValue})`);
