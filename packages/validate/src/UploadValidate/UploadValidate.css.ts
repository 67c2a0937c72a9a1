import { createContainer, style } from '@vanilla-extract/css';
import { themeVars } from '@assess/ui/theme-vars';

// The layout follows the space the screen is given (a portal column, an LMS frame), not the window.
const screen = createContainer();

/** Added to ui's Screen frame: the container the layout is measured against, on the page's background. */
export const page = style({
  containerName: screen,
  containerType: 'inline-size',
  backgroundColor: themeVars.color.background,
});

/** One column on narrow screens (side content below the form), two from 56rem. */
export const layout = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: themeVars.space['4'],
  alignItems: 'start',
  '@container': {
    [`${screen} (min-width: 56rem)`]: { gridTemplateColumns: 'minmax(0, 2fr) minmax(16rem, 1fr)' },
  },
});

export const main = style({ display: 'flex', flexDirection: 'column', gap: themeVars.space['4'], minWidth: 0 });

/** ui's Card, with more room around the step than around a side card (less in a narrow column). */
export const stepCard = style({
  padding: themeVars.space['5'],
  '@container': { [`${screen} (max-width: 30rem)`]: { padding: themeVars.space['4'] } },
});

/** The step's heading, focused when the step changes; the step's fields follow a gap below it. */
export const stepTitle = style({
  margin: `0 0 ${themeVars.space['4']}`,
  fontSize: themeVars.font.sizeLg,
  fontWeight: themeVars.font.weightBold,
  selectors: { '&:focus-visible': { outline: `${themeVars.size.focusRing} solid ${themeVars.color.focus}`, outlineOffset: '2px' } },
});

export const actions = style({ display: 'flex', justifyContent: 'flex-end', flexWrap: 'wrap', gap: themeVars.space['2'] });

export const side = style({ display: 'flex', flexDirection: 'column', gap: themeVars.space['4'], minWidth: 0 });
