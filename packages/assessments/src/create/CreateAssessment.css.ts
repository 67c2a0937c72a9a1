import { style } from '@vanilla-extract/css';
import { themeVars } from '@assess/ui/theme-vars';
import { boxed, plainList, wrappingRow } from '../shared/style-parts.ts';

const phone = '(max-width: 600px)';

export const step = style({ display: 'flex', flexDirection: 'column', gap: themeVars.space[4], minWidth: 0 });

export const pair = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: themeVars.space[4],
  '@media': { [phone]: { gridTemplateColumns: 'minmax(0, 1fr)' } },
});

export const triple = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(3, minmax(0, 1fr))',
  gap: themeVars.space[4],
  '@media': { [phone]: { gridTemplateColumns: 'minmax(0, 1fr)' } },
});

export const sections = style({ ...plainList, gap: themeVars.space[3] });

export const section = style({ ...wrappingRow, gap: themeVars.space[2], padding: themeVars.space[3], ...boxed });

export const sectionFields = style({
  flex: '1 1 480px',
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(130px, 1fr))',
  gap: themeVars.space[2],
});

export const sectionFooter = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: themeVars.space[3] });

export const meta = style({ color: themeVars.color.textMuted, fontSize: themeVars.font.sizeSm });

export const review = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(200px, 1fr))',
  gap: themeVars.space[3],
  margin: 0,
});

export const reviewRow = style({ display: 'flex', flexDirection: 'column', gap: themeVars.space[1], minWidth: 0 });

export const reviewValue = style({ margin: 0, fontWeight: themeVars.font.weightMedium, overflowWrap: 'anywhere' });

export const reviewList = style({ margin: 0, paddingInlineStart: themeVars.space[5] });

export const navigation = style({ display: 'flex', justifyContent: 'space-between', gap: themeVars.space[2] });

/** The read-out of the mark scheme takes focus when it appears; its outline shows only to keyboard users. */
export const readOut = style({
  borderRadius: themeVars.radius.md,
  selectors: { '&:focus-visible': { outline: `2px solid ${themeVars.color.focus}`, outlineOffset: '2px' } },
});
