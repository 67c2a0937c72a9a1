import { createContainer, style } from '@vanilla-extract/css';
import { themeVars } from '@assess/ui/theme-vars';
import { boxed, plainList } from '../shared/style-parts.ts';

// The read-out sits in the wizard's full width or in a column of the assessment's page: its layout follows the room
// it has, not the window's.
const readOut = createContainer();
const wide = `${readOut} (min-width: 760px)`;

export const stack = style({ display: 'flex', flexDirection: 'column', gap: themeVars.space[3], minWidth: 0 });

export const root = style([stack, { containerName: readOut, containerType: 'inline-size' }]);

export const meta = style({ margin: 0, color: themeVars.color.textMuted, fontSize: themeVars.font.sizeSm });

export const status = style({ margin: 0, fontWeight: themeVars.font.weightMedium });

/** The reading's warnings at the top: a warning box of our own, since it must be announced at once (an alert). */
export const warnings = style({
  padding: themeVars.space[3],
  borderRadius: themeVars.radius.md,
  border: `1px solid ${themeVars.color.warning}`,
  background: themeVars.color.warningSurface,
  color: themeVars.color.text,
});

export const warningList = style({ margin: 0, paddingInlineStart: themeVars.space[5] });

export const warningsTitle = style({ margin: `0 0 ${themeVars.space[1]}`, display: 'flex', alignItems: 'center', gap: themeVars.space[2], fontWeight: themeVars.font.weightBold });

export const totals = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: themeVars.space[3] });

export const total = style({ margin: 0, fontSize: themeVars.font.sizeLg, fontWeight: themeVars.font.weightBold });

/** The questions beside the page they came from; one column on a narrow screen, the page first. */
export const layout = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: themeVars.space[4],
  alignItems: 'start',
  '@container': { [wide]: { gridTemplateColumns: 'minmax(0, 3fr) minmax(0, 2fr)' } },
});

export const questions = style({ ...plainList, gap: themeVars.space[3], order: 2, '@container': { [wide]: { order: 1 } } });

export const question = style({
  display: 'flex',
  flexDirection: 'column',
  gap: themeVars.space[2],
  padding: themeVars.space[3],
  ...boxed,
  selectors: { '&[data-warning]': { borderColor: themeVars.color.warning, borderWidth: '2px' } },
});

export const questionHead = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: themeVars.space[3] });

export const questionTitle = style({ margin: 0, fontSize: themeVars.font.sizeMd, flex: '1 1 auto', alignSelf: 'center' });

export const questionText = style({ margin: 0, color: themeVars.color.textMuted, overflowWrap: 'anywhere' });

export const questionWarning = style({ margin: 0, display: 'flex', alignItems: 'flex-start', gap: themeVars.space[2], fontWeight: themeVars.font.weightMedium });

export const marksField = style({ width: '7rem', flex: '0 0 auto' });

export const points = style({ ...plainList, gap: themeVars.space[2] });

export const point = style({
  display: 'flex',
  flexDirection: 'column',
  gap: themeVars.space[1],
  paddingBlockEnd: themeVars.space[2],
  borderBottom: `1px solid ${themeVars.color.border}`,
});

export const pointFields = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-start', gap: themeVars.space[2] });

export const pointText = style({ flex: '1 1 14rem', minWidth: 0 });

export const pointActions = style({ display: 'flex', flexWrap: 'wrap', gap: themeVars.space[1] });

export const alternatives = style({ ...plainList, gap: themeVars.space[1], paddingInlineStart: themeVars.space[4] });

export const alternative = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: themeVars.space[2] });

export const pages = style({
  display: 'flex',
  flexDirection: 'column',
  gap: themeVars.space[2],
  order: 1,
  minWidth: 0,
  '@container': { [wide]: { order: 2, position: 'sticky', top: themeVars.space[3] } },
});

export const pagePicker = style({ display: 'flex', flexWrap: 'wrap', gap: themeVars.space[1] });

export const page = style({ margin: 0, display: 'flex', flexDirection: 'column', gap: themeVars.space[1] });

export const pageImage = style({ maxWidth: '100%', height: 'auto', ...boxed });

/** A page's text, in a box of its own that scrolls (by keyboard too: it takes focus). */
export const pageText = style({
  margin: 0,
  padding: themeVars.space[3],
  maxHeight: '35vh',
  overflow: 'auto',
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
  fontFamily: themeVars.font.familyMono,
  fontSize: themeVars.font.sizeSm,
  background: themeVars.color.surfaceMuted,
  ...boxed,
  '@container': { [wide]: { maxHeight: '70vh' } },
  selectors: { '&:focus-visible': { outline: `2px solid ${themeVars.color.focus}`, outlineOffset: '2px' } },
});

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: themeVars.space[2], alignItems: 'center' });
