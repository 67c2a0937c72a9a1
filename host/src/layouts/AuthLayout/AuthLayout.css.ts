import { style } from '@vanilla-extract/css';
import { themeVars } from '@assess/ui/theme-vars';

export const page = style({
  display: 'flex',
  flexDirection: 'column',
  minHeight: 'calc(var(--vh, 1vh) * 100)',
  background: `linear-gradient(160deg, ${themeVars.color.infoSurface} 0%, ${themeVars.color.background} 60%)`,
});

export const bar = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  padding: `${themeVars.space['3']} ${themeVars.space['4']}`,
});

export const main = style({
  flex: 1,
  display: 'flex',
  alignItems: 'flex-start',
  justifyContent: 'center',
  padding: `${themeVars.space['4']} ${themeVars.space['3']} ${themeVars.space['6']}`,
  '@media': { '(min-height: 760px)': { alignItems: 'center' } },
});

export const card = style({
  width: '100%',
  maxWidth: '480px',
  padding: themeVars.space['5'],
  backgroundColor: themeVars.color.surface,
  border: `1px solid ${themeVars.color.border}`,
  borderRadius: themeVars.radius.lg,
  boxShadow: themeVars.shadow['2'],
  '@media': { '(min-width: 600px)': { padding: themeVars.space['6'] } },
});
