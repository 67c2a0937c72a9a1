import { style } from '@vanilla-extract/css';
import { themeVars } from '@assess/ui/theme-vars';

// A tab's panel: its heading row with the panel's buttons.
export const header = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: themeVars.space[3],
});

export const sectionTitle = style({ margin: 0, fontSize: themeVars.font.sizeLg, fontWeight: themeVars.font.weightBold });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: themeVars.space[2], alignItems: 'center' });

export const panel = style({ display: 'flex', flexDirection: 'column', gap: themeVars.space[4], paddingBlockStart: themeVars.space[4] });
