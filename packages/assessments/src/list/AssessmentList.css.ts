import { style } from '@vanilla-extract/css';
import { themeVars } from '@assess/ui/theme-vars';
import { boxed, plainList, wrappingRow } from '../shared/style-parts.ts';

const phone = '(max-width: 600px)';

export const summary = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(4, minmax(0, 1fr))',
  gap: themeVars.space[3],
  '@media': { [phone]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});

export const statCard = style({ minWidth: 0 });

export const statValue = style({
  margin: 0,
  fontSize: themeVars.font.sizeXl,
  fontWeight: themeVars.font.weightBold,
});

export const toolbar = style({ ...wrappingRow, gap: themeVars.space[3] });

export const search = style({ flex: '1 1 240px' });

export const grid = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 280px), 1fr))',
  // Every row as tall as the tallest card, so the cards line up (and their buttons sit at the same height)
  // whatever their titles and descriptions, on a phone's single column too.
  gridAutoRows: '1fr',
  gap: themeVars.space[4],
});

export const card = style({ display: 'flex', flexDirection: 'column' });

export const description = style({ margin: `0 0 ${themeVars.space[2]}`, overflowWrap: 'anywhere' });

export const list = style({ ...plainList, ...boxed, background: themeVars.color.surface });

export const row = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: themeVars.space[3],
  padding: themeVars.space[3],
  selectors: { '& + &': { borderTop: `1px solid ${themeVars.color.border}` } },
});

export const rowText = style({ flex: '1 1 260px', minWidth: 0 });

export const rowTitle = style({ margin: 0, fontSize: themeVars.font.sizeMd });

export const errorBox = style({ display: 'flex', flexDirection: 'column', gap: themeVars.space[3] });

/** A practice label beside the status chip, wrapping under it when the card is narrow. */
export const chips = style({ display: 'inline-flex', flexWrap: 'wrap', justifyContent: 'flex-end', gap: themeVars.space[1] });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: themeVars.space[2] });

export const muted = style({ color: themeVars.color.textMuted, margin: 0 });

/** An administrator's archive: one row an assessment, its facts and buttons wrapping on a phone. */
export const archive = style({ ...plainList, display: 'flex', flexDirection: 'column', gap: themeVars.space[2], marginTop: themeVars.space[3] });

export const archived = style({
  ...boxed,
  padding: themeVars.space[3],
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  columnGap: themeVars.space[3],
  rowGap: themeVars.space[1],
});

export const archivedTitle = style({ fontWeight: themeVars.font.weightMedium, overflowWrap: 'anywhere', flex: '1 1 100%' });

export const archiveActions = style({ ...wrappingRow, gap: themeVars.space[2], marginLeft: 'auto' });
