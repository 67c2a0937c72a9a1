import { style } from '@vanilla-extract/css';
import { themeVars } from '@assess/ui/theme-vars';

export const list = style({ display: 'flex', flexDirection: 'column', gap: themeVars.space['3'], margin: 0 });

export const row = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(8rem, 1fr) 3fr',
  gap: themeVars.space['3'],
  paddingBottom: themeVars.space['2'],
  borderBottom: `1px solid ${themeVars.color.border}`,
  '@media': { '(max-width: 30rem)': { gridTemplateColumns: '1fr', gap: themeVars.space['1'] } },
});

export const term = style({ fontSize: themeVars.font.sizeSm, fontWeight: themeVars.font.weightMedium, color: themeVars.color.textMuted });

export const value = style({ margin: 0, color: themeVars.color.text, overflowWrap: 'anywhere' });
