import { globalStyle, style } from '@vanilla-extract/css';
import { themeVars } from '@assess/ui/theme-vars';

/** The report as printed: everything else on the page (the app's chrome, the controls) is left out. */
export const printArea = style({});

/** Controls and the tabbed view: on screen only. */
export const screenOnly = style({ '@media': { print: { display: 'none' } } });

/** Buttons that stay in the row of the screen's header, and are left out of the printout. */
export const screenOnlyGroup = style({ display: 'contents', '@media': { print: { display: 'none' } } });

/** The whole report, every section open: printed only. */
export const printOnly = style({ display: 'none', '@media': { print: { display: 'grid', gap: '16px' } } });

// Print the report, not the page around it: on a page that shows a report (and only there), hide everything,
// then show the report from the top-left corner.
// The report's own rules repeat the page selector, so that they outweigh the rule that hides the rest.
const page = `body:has(${printArea})`;
globalStyle(`${page} *`, { '@media': { print: { visibility: 'hidden' } } });
// Paper is white whatever the screen's theme.
globalStyle(`html:has(${printArea}), ${page}`, { '@media': { print: { background: '#fff' } } });
globalStyle(`${page} ${printArea}, ${page} ${printArea} *`, {
  '@media': { print: { visibility: 'visible', color: '#000', background: 'transparent', boxShadow: 'none', borderColor: '#999' } },
});
globalStyle(`${page} ${printArea}`, { '@media': { print: { position: 'absolute', insetInlineStart: 0, insetBlockStart: 0, width: '100%', maxWidth: 'none', padding: 0 } } });

export const score = style({ margin: 0, fontSize: '2.5rem', fontWeight: themeVars.font.weightBold, lineHeight: 1.1 });

export const scoreColour = {
  success: style({ color: themeVars.color.success }),
  info: style({ color: themeVars.color.primaryText }),
  warning: style({ color: themeVars.color.text }),
  error: style({ color: themeVars.color.errorText }),
};

export const areaList = style({ margin: 0, paddingInlineStart: themeVars.space['5'], display: 'grid', gap: themeVars.space['1'] });

export const questionCard = style({
  border: `1px solid ${themeVars.color.border}`,
  borderRadius: themeVars.radius.md,
  background: themeVars.color.surface,
  breakInside: 'avoid',
});

export const questionToggle = style({
  display: 'flex',
  width: '100%',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: themeVars.space['2'],
  padding: themeVars.space['3'],
  border: 'none',
  background: 'transparent',
  color: themeVars.color.text,
  font: 'inherit',
  fontWeight: themeVars.font.weightBold,
  cursor: 'pointer',
  textAlign: 'start',
  selectors: { '&:focus-visible': { outline: `${themeVars.size.focusRing} solid ${themeVars.color.focus}`, outlineOffset: '-3px' } },
});

export const questionTitle = style({ margin: 0, fontSize: themeVars.font.sizeMd });

export const questionBody = style({ display: 'grid', gap: themeVars.space['3'], padding: `0 ${themeVars.space['3']} ${themeVars.space['3']}` });

export const partBlock = style({ display: 'grid', gap: themeVars.space['1'], paddingBlockStart: themeVars.space['2'], borderTop: `1px solid ${themeVars.color.border}` });

export const answerFields = style({ margin: 0, display: 'grid', gap: themeVars.space['2'] });

export const answerLabel = style({ fontSize: themeVars.font.sizeSm, color: themeVars.color.textMuted, fontWeight: themeVars.font.weightMedium });

export const answerText = style({ margin: 0, whiteSpace: 'pre-wrap' });

export const historyList = style({ margin: 0, paddingInlineStart: themeVars.space['5'], display: 'grid', gap: themeVars.space['2'] });
