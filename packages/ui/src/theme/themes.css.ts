import { createTheme, globalStyle, style } from '@vanilla-extract/css';
import { themeContract, themeVars } from './contract.css.ts';
import { darkTokens, lightTokens } from './tokens.ts';

export const lightThemeClass = createTheme(themeContract, lightTokens, 'assess-light');
export const darkThemeClass = createTheme(themeContract, darkTokens, 'assess-dark');

/** Base text styles for the element that carries a theme class (a screen's root or a shadow root's wrapper). */
// Inside an element, this wrapper is the top of everything the screen renders. A page rule with !important
// on the tag (`* { letter-spacing: 4px !important }`) beats the host's `all: initial`, and what it sets would
// inherit into the shadow root, so the wrapper sets every inherited text property itself.
export const themeRootClass = style({
  fontFamily: themeVars.font.family,
  fontSize: themeVars.font.sizeMd,
  lineHeight: themeVars.font.lineHeight,
  color: themeVars.color.text,
  backgroundColor: themeVars.color.background,
  WebkitTextSizeAdjust: '100%',
  letterSpacing: 'normal',
  wordSpacing: 'normal',
  textTransform: 'none',
  textIndent: 0,
  textAlign: 'start',
  textShadow: 'none',
  fontStyle: 'normal',
  fontVariant: 'normal',
  fontWeight: themeVars.font.weightRegular,
  whiteSpace: 'normal',
  cursor: 'auto',
});

globalStyle(`.${themeRootClass} *, .${themeRootClass} *::before, .${themeRootClass} *::after`, {
  boxSizing: 'border-box',
});

globalStyle(`.${lightThemeClass}`, { colorScheme: 'light' });
globalStyle(`.${darkThemeClass}`, { colorScheme: 'dark' });
