import { style } from '@vanilla-extract/css';
import { themeVars } from '@assess/ui/theme-vars';
import { outlined } from '../shared/surface.css.ts';

const phone = '(max-width: 600px)';

/** Added to ui's Screen frame: wider, for four columns of cards. */
export const screen = style({
  maxWidth: '1400px',
  // The container the result columns are measured against (1 to 4 columns by the screen's own width).
  containerType: 'inline-size',
  containerName: 'assess-files',
  // Room below the last file for the floating Upload button on phones.
  '@media': { [phone]: { paddingBottom: '88px' } },
});

export const badges = style({ display: 'flex', flexWrap: 'wrap', gap: themeVars.space[2] });

export const toolbar = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: themeVars.space[3] });
export const search = style({ flex: '1 1 260px', minWidth: 0 });
export const toolbarEnd = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: themeVars.space[2] });

/** The header's Upload button; on phones the floating button takes its place. */
export const headerUpload = style({ '@media': { [phone]: { display: 'none' } } });

export const fab = style({
  display: 'none',
  position: 'fixed',
  right: themeVars.space[4],
  bottom: themeVars.space[4],
  zIndex: 10,
  width: '56px',
  height: '56px',
  borderRadius: '50%',
  border: 'none',
  background: themeVars.color.primary,
  color: themeVars.color.onPrimary,
  boxShadow: themeVars.shadow[3],
  cursor: 'pointer',
  alignItems: 'center',
  justifyContent: 'center',
  selectors: { '&:focus-visible': { outline: `3px solid ${themeVars.color.focus}`, outlineOffset: '2px' } },
  '@media': { [phone]: { display: 'inline-flex' } },
});

export const chips = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: themeVars.space[2] });
export const countLine = style({ margin: 0, color: themeVars.color.textMuted });

export const body = style({ display: 'flex', alignItems: 'flex-start', gap: themeVars.space[4], '@media': { [phone]: { flexDirection: 'column-reverse' } } });
export const results = style({ flex: '1 1 auto', minWidth: 0, display: 'flex', flexDirection: 'column', gap: themeVars.space[3], width: '100%' });

export const panel = style([
  outlined,
  {
    flex: '0 0 280px',
    boxSizing: 'border-box',
    display: 'flex',
    flexDirection: 'column',
    gap: themeVars.space[3],
    padding: themeVars.space[4],
    background: themeVars.color.surface,
    '@media': { [phone]: { flexBasis: 'auto', width: '100%' } },
  },
]);
export const panelHeader = style({ display: 'flex', alignItems: 'center', justifyContent: 'space-between' });
export const panelTitle = style({ margin: 0, fontSize: themeVars.font.sizeLg });

export const grid = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: themeVars.space[3],
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@container': {
    'assess-files (min-width: 560px)': { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
    'assess-files (min-width: 900px)': { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
    'assess-files (min-width: 1200px)': { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' },
  },
});

export const card = style([
  outlined,
  {
    display: 'flex',
    flexDirection: 'column',
    gap: themeVars.space[2],
    height: '100%',
    boxSizing: 'border-box',
    padding: themeVars.space[3],
    background: themeVars.color.surface,
    color: themeVars.color.text,
    textAlign: 'start',
    font: 'inherit',
    cursor: 'pointer',
    width: '100%',
    selectors: {
      '&:hover': { borderColor: themeVars.color.borderStrong, boxShadow: themeVars.shadow[1] },
      '&:focus-visible': { outline: `3px solid ${themeVars.color.focus}`, outlineOffset: '2px' },
    },
  },
]);

export const cardTop = style({ display: 'flex', alignItems: 'center', gap: themeVars.space[2], minWidth: 0 });
export const fileIcon = style({ flex: '0 0 auto', color: themeVars.color.errorText });
export const fileName = style({ fontWeight: themeVars.font.weightBold, overflowWrap: 'anywhere', minWidth: 0 });
export const meta = style({ display: 'flex', flexWrap: 'wrap', gap: themeVars.space[2], fontSize: themeVars.font.sizeSm, color: themeVars.color.textMuted });
export const cardChips = style({ display: 'flex', flexWrap: 'wrap', gap: themeVars.space[1] });

export const list = style([outlined, { listStyle: 'none', margin: 0, padding: 0, background: themeVars.color.surface, overflow: 'hidden' }]);
export const row = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: themeVars.space[3],
  width: '100%',
  padding: themeVars.space[3],
  border: 'none',
  background: 'transparent',
  color: themeVars.color.text,
  font: 'inherit',
  textAlign: 'start',
  cursor: 'pointer',
  selectors: {
    'li + li > &': { borderTop: `1px solid ${themeVars.color.border}` },
    '&:hover': { background: themeVars.color.surfaceMuted },
    '&:focus-visible': { outline: `3px solid ${themeVars.color.focus}`, outlineOffset: '-3px' },
  },
});
export const rowName = style({ flex: '1 1 200px', minWidth: 0, display: 'flex', alignItems: 'center', gap: themeVars.space[2] });
