import { createContainer, style } from '@vanilla-extract/css';
import { themeVars } from '@assess/ui/theme-vars';

// The layout follows the space the screen is given (a portal column, an LMS frame), not the window.
const screen = createContainer();

export const page = style({
  containerName: screen,
  containerType: 'inline-size',
  display: 'flex',
  flexDirection: 'column',
  gap: themeVars.space['4'],
  padding: themeVars.space['4'],
  color: themeVars.color.text,
  backgroundColor: themeVars.color.background,
});

export const header = style({ display: 'flex', flexDirection: 'column', gap: themeVars.space['2'] });

export const title = style({ margin: 0, fontSize: themeVars.font.sizeXl, fontWeight: themeVars.font.weightBold });

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

export const stepCard = style({
  display: 'flex',
  flexDirection: 'column',
  gap: themeVars.space['4'],
  padding: themeVars.space['5'],
  backgroundColor: themeVars.color.surface,
  border: `1px solid ${themeVars.color.border}`,
  borderRadius: themeVars.radius.lg,
  boxShadow: themeVars.shadow['1'],
  '@container': { [`${screen} (max-width: 30rem)`]: { padding: themeVars.space['4'] } },
});

export const stepTitle = style({
  margin: 0,
  fontSize: themeVars.font.sizeLg,
  fontWeight: themeVars.font.weightBold,
  selectors: { '&:focus-visible': { outline: `${themeVars.size.focusRing} solid ${themeVars.color.focus}`, outlineOffset: '2px' } },
});

export const actions = style({ display: 'flex', justifyContent: 'flex-end', flexWrap: 'wrap', gap: themeVars.space['2'] });

export const side = style({ display: 'flex', flexDirection: 'column', gap: themeVars.space['4'], minWidth: 0 });
