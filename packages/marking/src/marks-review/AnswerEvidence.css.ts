import { style } from '@vanilla-extract/css';
import { themeVars } from '@assess/ui/theme-vars';

/** What a mark is checked against: the question, the answer and its page, the mark points. */
export const evidence = style({ display: 'flex', flexDirection: 'column', gap: themeVars.space[2], marginBottom: themeVars.space[3] });

export const label = style({ margin: 0, color: themeVars.color.textMuted, fontSize: themeVars.font.sizeSm, fontWeight: themeVars.font.weightMedium });

export const text = style({ margin: 0, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' });

/** The student's own words, set apart from the question's. */
export const answer = style({
  margin: 0,
  padding: `${themeVars.space[2]} ${themeVars.space[3]}`,
  borderLeft: `3px solid ${themeVars.color.borderStrong}`,
  background: themeVars.color.surfaceMuted,
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
});

export const noAnswer = style([answer, { color: themeVars.color.textMuted, fontStyle: 'italic' }]);

export const page = style({ margin: 0, display: 'flex', flexWrap: 'wrap', gap: themeVars.space[2], fontSize: themeVars.font.sizeSm, color: themeVars.color.textMuted });

export const link = style({ color: themeVars.color.primaryText, fontWeight: themeVars.font.weightMedium });

export const points = style({ margin: 0, padding: 0, listStyle: 'none', display: 'flex', flexDirection: 'column', gap: themeVars.space[1] });

export const point = style({ display: 'flex', gap: themeVars.space[2], alignItems: 'baseline', overflowWrap: 'anywhere' });

/** Met or missed, in words as well as colour. */
export const met = style({ flexShrink: 0, fontWeight: themeVars.font.weightBold, color: themeVars.color.success });
export const missed = style({ flexShrink: 0, fontWeight: themeVars.font.weightBold, color: themeVars.color.errorText });
