import { globalStyle, style } from '@vanilla-extract/css';
import { themeVars } from '@assess/ui/theme-vars';

/** On a phone the four columns do not fit: each category becomes a block with its column names beside the values. */
export const cookieTable = style({});

const PHONE = 'screen and (max-width: 599px)';
const COLUMN_NAMES = ['Category', 'Purpose', 'Duration', 'Essential'];

globalStyle(`${cookieTable} thead`, {
  '@media': { [PHONE]: { position: 'absolute', width: '1px', height: '1px', overflow: 'hidden', clipPath: 'inset(50%)' } },
});
globalStyle(`${cookieTable} table, ${cookieTable} tbody, ${cookieTable} tr, ${cookieTable} td`, {
  '@media': { [PHONE]: { display: 'block', width: '100%', boxSizing: 'border-box' } },
});
globalStyle(`${cookieTable} tr`, {
  '@media': { [PHONE]: { padding: `${themeVars.space['2']} 0`, borderBottom: `1px solid ${themeVars.color.border}` } },
});
globalStyle(`${cookieTable} td`, {
  '@media': { [PHONE]: { border: 'none', padding: `${themeVars.space['1']} ${themeVars.space['3']}` } },
});
COLUMN_NAMES.forEach((name, index) => {
  globalStyle(`${cookieTable} td:nth-child(${index + 1})::before`, {
    '@media': { [PHONE]: { content: `"${name}: "`, fontWeight: themeVars.font.weightBold } },
  });
});
globalStyle(`${cookieTable} caption`, { '@media': { [PHONE]: { display: 'block', textAlign: 'left' } } });
