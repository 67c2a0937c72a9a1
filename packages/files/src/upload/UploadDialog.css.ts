import { style } from '@vanilla-extract/css';
import { themeVars } from '@assess/ui/theme-vars';
import { outlined } from '../shared/surface.css.ts';

export const fields = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(150px, 1fr))',
  gap: themeVars.space[3],
  marginBottom: themeVars.space[3],
});

export const dropzone = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: themeVars.space[1],
  padding: `${themeVars.space[5]} ${themeVars.space[3]}`,
  marginTop: themeVars.space[3],
  border: `2px dashed ${themeVars.color.border}`,
  borderRadius: themeVars.radius.md,
  background: themeVars.color.background,
  color: themeVars.color.text,
  textAlign: 'center',
  cursor: 'pointer',
  selectors: {
    '&:focus-within': { outline: `2px solid ${themeVars.color.primaryText}`, outlineOffset: '2px' },
    '&[data-dragging]': { borderColor: themeVars.color.primaryText, background: themeVars.color.surface },
    '&[data-disabled]': { cursor: 'not-allowed', opacity: 0.6 },
  },
});

/** The native file input covers the zone: a click anywhere opens the picker, and it takes keyboard focus. */
export const input = style({
  position: 'absolute',
  inset: 0,
  width: '100%',
  height: '100%',
  opacity: 0,
  cursor: 'inherit',
});

export const dropTitle = style({ margin: 0, fontWeight: themeVars.font.weightBold });
export const dropHint = style({ margin: 0, fontSize: themeVars.font.sizeSm, color: themeVars.color.textMuted });

export const list = style({ listStyle: 'none', margin: `${themeVars.space[3]} 0 0`, padding: 0, display: 'flex', flexDirection: 'column', gap: themeVars.space[2] });

export const item = style([
  outlined,
  { display: 'grid', gridTemplateColumns: 'minmax(0, 1fr) auto', alignItems: 'center', gap: themeVars.space[1], padding: themeVars.space[2] },
]);

export const itemText = style({ minWidth: 0, display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: themeVars.space[2] });
export const itemName = style({ fontWeight: themeVars.font.weightMedium, overflowWrap: 'anywhere' });
export const itemSize = style({ fontSize: themeVars.font.sizeSm, color: themeVars.color.textMuted });
export const itemProgress = style({ gridColumn: '1 / -1' });
