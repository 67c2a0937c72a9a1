import { style } from '@vanilla-extract/css';
import { themeVars } from '@assess/ui/theme-vars';

// The dialogs' column of fields and their small parts.
export const form = style({ display: 'flex', flexDirection: 'column', gap: themeVars.space[4] });

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

export const grow = style({ flex: '1 1 200px', minWidth: 0 });

export { flat, muted } from './text.css.ts';
