import { style } from '@vanilla-extract/css';
import { themeVars } from '../../theme/contract.css.ts';

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: themeVars.space['3'],
  padding: themeVars.space['4'],
  backgroundColor: themeVars.color.surface,
  color: themeVars.color.text,
  border: `1px solid ${themeVars.color.border}`,
  borderRadius: themeVars.radius.lg,
  boxShadow: themeVars.shadow['1'],
  minWidth: 0,
});

export const header = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-start', justifyContent: 'space-between', gap: themeVars.space['2'] });

export const title = style({ margin: 0, fontSize: themeVars.font.sizeLg, fontWeight: themeVars.font.weightBold, lineHeight: 1.3 });

export const subtitle = style({ margin: 0, color: themeVars.color.textMuted, fontSize: themeVars.font.sizeSm });

export const body = style({ flex: 1, minWidth: 0 });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: themeVars.space['2'], alignItems: 'center' });
