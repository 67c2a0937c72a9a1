import { style } from '@vanilla-extract/css';
import { themeVars } from '@assess/ui/theme-vars';

/** The layout the management screens share: a column with a header row; 16 px of padding on phones too. */
export const screen = style({
  display: 'flex',
  flexDirection: 'column',
  gap: themeVars.space[4],
  padding: themeVars.space[4],
  maxWidth: '1200px',
  marginInline: 'auto',
  boxSizing: 'border-box',
  width: '100%',
  color: themeVars.color.text,
  fontFamily: themeVars.font.family,
});

export const header = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: themeVars.space[3],
});

export const title = style({ margin: 0, fontSize: themeVars.font.sizeXl, fontWeight: themeVars.font.weightBold });
export const sectionTitle = style({ margin: 0, fontSize: themeVars.font.sizeLg, fontWeight: themeVars.font.weightBold });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: themeVars.space[2], alignItems: 'center' });

export const muted = style({ color: themeVars.color.textMuted, margin: 0 });
export const flat = style({ margin: 0 });

export const panel = style({ display: 'flex', flexDirection: 'column', gap: themeVars.space[4], paddingBlockStart: themeVars.space[4] });

export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 300px), 1fr))',
  gap: themeVars.space[4],
  listStyle: 'none',
  margin: 0,
  padding: 0,
});

export const cardBody = style({ display: 'flex', flexDirection: 'column', gap: themeVars.space[3] });

export const chips = style({ display: 'flex', flexWrap: 'wrap', gap: themeVars.space[2] });

export const form = style({ display: 'flex', flexDirection: 'column', gap: themeVars.space[4] });

export const rowActions = style({ display: 'flex', gap: themeVars.space[1], flexWrap: 'nowrap' });

export const tableScroll = style({ overflowX: 'auto', maxWidth: '100%' });

export const checkList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: themeVars.space[2],
  maxHeight: '50vh',
  overflowY: 'auto',
});

export const problems = style({ margin: 0, paddingInlineStart: themeVars.space[4], color: themeVars.color.errorText });

export const link = style({
  color: themeVars.color.primaryText,
  fontWeight: themeVars.font.weightMedium,
  textDecoration: 'underline',
});

export const linkField = style({ display: 'flex', gap: themeVars.space[2], alignItems: 'center', flexWrap: 'wrap' });

export const linkInput = style({
  flex: '1 1 260px',
  minWidth: 0,
  minHeight: themeVars.size.controlMd,
  padding: `0 ${themeVars.space[3]}`,
  border: `1px solid ${themeVars.color.borderStrong}`,
  borderRadius: themeVars.radius.sm,
  background: themeVars.color.surface,
  color: themeVars.color.text,
  font: 'inherit',
  fontFamily: themeVars.font.familyMono,
  fontSize: themeVars.font.sizeSm,
});

export const fileRow = style({ display: 'flex', flexDirection: 'column', gap: themeVars.space[1] });

/** A label on a line of its own above the control row. */
export const rowLabel = style({ flexBasis: '100%', margin: 0 });

/** Phones get the student records as a list of cards; wider screens the table. */
const PHONE = 'screen and (max-width: 599px)';
export const wideOnly = style({ '@media': { [PHONE]: { display: 'none' } } });
export const phoneOnly = style({
  display: 'none',
  listStyle: 'none',
  margin: 0,
  padding: 0,
  flexDirection: 'column',
  gap: themeVars.space[3],
  '@media': { [PHONE]: { display: 'flex' } },
});

export const recordCard = style({
  display: 'flex',
  flexDirection: 'column',
  gap: themeVars.space[2],
  padding: themeVars.space[4],
  border: `1px solid ${themeVars.color.border}`,
  borderRadius: themeVars.radius.lg,
  background: themeVars.color.surface,
});

export const recordName = style({ margin: 0, fontSize: themeVars.font.sizeMd, fontWeight: themeVars.font.weightBold });

export const facts = style({ margin: 0, display: 'grid', gridTemplateColumns: 'auto 1fr', gap: `${themeVars.space[1]} ${themeVars.space[3]}`, fontSize: themeVars.font.sizeSm });
export const factName = style({ color: themeVars.color.textMuted });
export const factValue = style({ margin: 0, overflowWrap: 'anywhere' });

export const grow = style({ flex: '1 1 200px', minWidth: 0 });
