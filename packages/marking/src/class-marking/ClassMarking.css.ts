import { style } from '@vanilla-extract/css';
import { themeVars } from '@assess/ui/theme-vars';
import { list } from '../shared/marking.css.ts';

export { list, meta, stack } from '../shared/marking.css.ts';

export const row = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: themeVars.space[2] });

export const group = style({
  display: 'flex',
  flexDirection: 'column',
  gap: themeVars.space[2],
  padding: themeVars.space[3],
  border: `1px solid ${themeVars.color.border}`,
  borderRadius: themeVars.radius.md,
  minWidth: 0,
});

export const groupTitle = style({ margin: 0, fontSize: themeVars.font.sizeMd });

export const answer = style({
  margin: 0,
  padding: `${themeVars.space[2]} ${themeVars.space[3]}`,
  borderLeft: `3px solid ${themeVars.color.primary}`,
  background: themeVars.color.surfaceMuted,
  overflowWrap: 'anywhere',
  whiteSpace: 'pre-wrap',
});

/** The answers of a group, closer together than the groups. */
export const members = style([list, { gap: themeVars.space[2] }]);

export const member = style({
  display: 'flex',
  flexDirection: 'column',
  gap: themeVars.space[2],
  paddingTop: themeVars.space[2],
  borderTop: `1px solid ${themeVars.color.border}`,
  minWidth: 0,
});

export const marksField = style({ width: '13rem', maxWidth: '100%' });
