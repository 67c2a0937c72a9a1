import { style } from '@vanilla-extract/css';
import { themeVars } from '@assess/ui/theme-vars';

export { list as questions, meta, stack } from '../shared/marking.css.ts';

/** The buttons under the marks. */
export const row = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: themeVars.space[2] });

export const score = style({ margin: 0, fontSize: themeVars.font.sizeLg, fontWeight: themeVars.font.weightBold });

/** The reviewer's totals: the one shown first, and what the student sees beneath when they differ. */
export const totals = style({ display: 'flex', flexDirection: 'column', gap: themeVars.space[1] });

export const question = style({
  padding: themeVars.space[3],
  border: `1px solid ${themeVars.color.border}`,
  borderRadius: themeVars.radius.md,
});

export const questionTitle = style({ margin: `0 0 ${themeVars.space[2]}`, fontSize: themeVars.font.sizeMd });

export const questionFields = style({ display: 'flex', flexDirection: 'column', gap: themeVars.space[2] });

/** A mark suggested from the teacher's own marks, with the button that takes it. */
export const suggestion = style({
  margin: 0,
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: themeVars.space[2],
  color: themeVars.color.textMuted,
  fontSize: themeVars.font.sizeSm,
});
