import { style } from '@vanilla-extract/css';
import { themeVars } from '../../theme/contract.css.ts';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: themeVars.space['3'],
  padding: `${themeVars.space['6']} ${themeVars.space['4']}`,
  textAlign: 'center',
});

export const icon = style({ display: 'inline-flex', color: themeVars.color.textMuted, fontSize: '48px' });

export const title = style({ margin: 0, fontSize: themeVars.font.sizeLg, fontWeight: themeVars.font.weightBold });

export const description = style({ margin: 0, color: themeVars.color.textMuted, maxWidth: '52ch' });

export const actions = style({ display: 'flex', flexWrap: 'wrap', justifyContent: 'center', gap: themeVars.space['2'] });
