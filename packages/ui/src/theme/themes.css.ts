import { createTheme, globalStyle, style } from '@vanilla-extract/css';
import { themeContract, themeVars } from './contract.css.ts';
import { darkTokens, lightTokens } from './tokens.ts';

export const lightThemeClass = createTheme(themeContract, lightTokens, 'assess-light');
export const darkThemeClass = createTheme(themeContract, darkTokens, 'assess-dark');

/** Base text styles for the element that carries a theme class (a screen's root or a shadow root's wrapper). */
export const themeRootClass = style({
  fontFamily: themeVars.font.family,
  fontSize: themeVars.font.sizeMd,
  lineHeight: themeVars.font.lineHeight,
  color: themeVars.color.text,
  backgroundColor: themeVars.color.background,
  WebkitTextSizeAdjust: '100%',
});

globalStyle(`.${themeRootClass} *, .${themeRootClass} *::before, .${themeRootClass} *::after`, {
  boxSizing: 'border-box',
});

globalStyle(`.${lightThemeClass}`, { colorScheme: 'light' });
globalStyle(`.${darkThemeClass}`, { colorScheme: 'dark' });
