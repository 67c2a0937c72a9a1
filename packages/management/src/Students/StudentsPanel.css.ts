import { style } from '@vanilla-extract/css';
import { themeVars } from '@assess/ui/theme-vars';

export const rowActions = style({ display: 'flex', gap: themeVars.space[1], flexWrap: 'nowrap' });

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
