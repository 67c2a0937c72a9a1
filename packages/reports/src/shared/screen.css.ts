import { style } from '@vanilla-extract/css';
import { themeVars } from '@assess/ui/theme-vars';

/** Label and value pairs (a definition list) side by side, wrapping on narrow screens. */
export const fieldGrid = style({
  margin: 0,
  display: 'grid',
  gap: themeVars.space['3'],
  gridTemplateColumns: 'repeat(auto-fit, minmax(140px, 1fr))',
});

export const fieldLabel = style({ fontSize: themeVars.font.sizeSm, color: themeVars.color.textMuted });

export const fieldValue = style({ margin: 0 });

export const toolbar = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', justifyContent: 'space-between', gap: themeVars.space['3'], marginBlockEnd: themeVars.space['3'] });

export const cardGrid = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: themeVars.space['3'],
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 280px), 1fr))',
});

export const cardList = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: themeVars.space['2'], gridTemplateColumns: 'minmax(0, 1fr)' });

export const cardBody = style({ display: 'grid', gap: themeVars.space['2'] });

export const meta = style({ margin: 0, fontSize: themeVars.font.sizeSm, color: themeVars.color.textMuted });

export const cardTitle = style({ margin: 0, fontSize: themeVars.font.sizeMd, fontWeight: themeVars.font.weightBold });

export const link = style({
  color: themeVars.color.primaryText,
  fontWeight: themeVars.font.weightMedium,
  textDecoration: 'underline',
  textUnderlineOffset: '2px',
});

export const row = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: themeVars.space['2'] });

export const section = style({ display: 'grid', gap: themeVars.space['3'], minWidth: 0 });

export const sectionTitle = style({ margin: 0, fontSize: themeVars.font.sizeLg, fontWeight: themeVars.font.weightBold });

export const columns = style({
  display: 'grid',
  gap: themeVars.space['4'],
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 320px), 1fr))',
  alignItems: 'start',
});

export const twoPane = style({
  display: 'grid',
  gap: themeVars.space['4'],
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': { 'screen and (min-width: 900px)': { gridTemplateColumns: 'minmax(240px, 1fr) minmax(0, 2fr)' } },
  alignItems: 'start',
});

export const pickList = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: themeVars.space['1'] });

export const pickItem = style({
  display: 'grid',
  gap: '2px',
  width: '100%',
  textAlign: 'start',
  padding: themeVars.space['3'],
  borderRadius: themeVars.radius.md,
  border: `1px solid ${themeVars.color.border}`,
  background: themeVars.color.surface,
  color: themeVars.color.text,
  font: 'inherit',
  cursor: 'pointer',
  selectors: {
    '&[aria-current="true"]': { borderColor: themeVars.color.primaryText, background: themeVars.color.infoSurface },
    '&:focus-visible': { outline: `${themeVars.size.focusRing} solid ${themeVars.color.focus}`, outlineOffset: '2px' },
  },
});

export const tableWrap = style({ overflowX: 'auto', minWidth: 0 });

export const feedback = style({ margin: 0, whiteSpace: 'pre-wrap' });
