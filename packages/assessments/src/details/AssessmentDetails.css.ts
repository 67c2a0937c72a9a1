import { style } from '@vanilla-extract/css';
import { themeVars } from '@assess/ui/theme-vars';
import { boxed, plainList } from '../shared/style-parts.ts';


export const row = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: themeVars.space[2] });

/** Under the title: the status (or the class's progress), the date and whether the page refreshes itself. */
export const titleFacts = style([row, { marginTop: themeVars.space[2] }]);

export const meta = style({ margin: 0, color: themeVars.color.textMuted, fontSize: themeVars.font.sizeSm });

/** The class's progress where a student's page shows a status chip: '3 submitted · 2 marked · 1 released'. */
export const classProgress = style({ margin: 0, fontWeight: themeVars.font.weightMedium });

export const description = style({ margin: 0, overflowWrap: 'anywhere' });

export const columns = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 1fr)',
  gap: themeVars.space[4],
  alignItems: 'start',
  '@media': { '(max-width: 900px)': { gridTemplateColumns: 'minmax(0, 1fr)' } },
});

export const stack = style({ display: 'flex', flexDirection: 'column', gap: themeVars.space[3], minWidth: 0 });

export const fields = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(180px, 1fr))',
  gap: themeVars.space[3],
  margin: 0,
});

export const field = style({ display: 'flex', flexDirection: 'column', gap: themeVars.space[1], minWidth: 0 });

export const fieldLabel = style({ color: themeVars.color.textMuted, fontSize: themeVars.font.sizeSm });

export const fieldValue = style({ margin: 0, fontWeight: themeVars.font.weightMedium, overflowWrap: 'anywhere', textTransform: 'none' });

export const link = style({ color: themeVars.color.primaryText, fontWeight: themeVars.font.weightMedium });

export const actionList = style({ display: 'flex', flexDirection: 'column', gap: themeVars.space[2], alignItems: 'stretch' });

export const jobs = style({ ...plainList, gap: themeVars.space[2] });

export const job = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: themeVars.space[2] });

/** A section the action button moves focus to: no box of its own, an outline only while focused. */
export const section = style({
  scrollMarginTop: themeVars.space['4'],
  borderRadius: themeVars.radius.md,
  selectors: { '&:focus-visible': { outline: `2px solid ${themeVars.color.primary}`, outlineOffset: '2px' } },
});

/** The class's submissions: one row a student, wrapping on a narrow screen. */
export const submissions = style({ ...plainList, gap: themeVars.space[2] });

export const submission = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 2fr) auto minmax(0, 1fr) auto auto',
  alignItems: 'center',
  gap: themeVars.space[2],
  padding: themeVars.space[2],
  ...boxed,
  selectors: { '&[data-chosen]': { borderColor: themeVars.color.primary } },
  '@media': { '(max-width: 600px)': { gridTemplateColumns: 'minmax(0, 1fr) auto', rowGap: themeVars.space[1] } },
});

export const submissionName = style({ fontWeight: themeVars.font.weightMedium, overflowWrap: 'anywhere' });

export const submissionMark = style({ fontVariantNumeric: 'tabular-nums', display: 'flex', flexDirection: 'column' });

/** Beneath a teacher's draft total: the released total the student sees. */
export const submissionSeen = style({ color: themeVars.color.textMuted, fontSize: themeVars.font.sizeSm });

/** 'Attempt 2 of 3' beside a student's name, kept on one line. */
export const attempt = style({ color: themeVars.color.textMuted, fontSize: themeVars.font.sizeSm, whiteSpace: 'nowrap' });
