import { style } from '@vanilla-extract/css';
import { themeVars } from '@assess/ui/theme-vars';

export const form = style({ display: 'flex', flexDirection: 'column', gap: themeVars.space[3] });

export const help = style({ margin: 0, color: themeVars.color.textMuted });

/** The invitation's fields: side by side where there is room, one under another on a phone. */
export const fields = style({ display: 'grid', gap: themeVars.space[3], gridTemplateColumns: 'repeat(auto-fit, minmax(12rem, 1fr))' });

export const members = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: themeVars.space[2] });

export const member = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: themeVars.space[2],
  padding: themeVars.space[2],
  borderBottom: `1px solid ${themeVars.color.border}`,
});

export const who = style({ display: 'flex', flexDirection: 'column', flex: '1 1 14rem', minWidth: 0 });

export const name = style({ fontWeight: themeVars.font.weightMedium, overflowWrap: 'anywhere' });

export const muted = style({ color: themeVars.color.textMuted, fontSize: themeVars.font.sizeSm, overflowWrap: 'anywhere' });

export const roleRow = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: themeVars.space[2] });
