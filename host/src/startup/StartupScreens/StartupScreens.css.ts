import { style } from '@vanilla-extract/css';
import { themeVars } from '@assess/ui/theme-vars';

export const centre = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  minHeight: 'calc(var(--vh, 1vh) * 100)',
  padding: themeVars.space['4'],
});

export const panel = style({
  maxWidth: '560px',
  padding: themeVars.space['6'],
  backgroundColor: themeVars.color.surface,
  border: `1px solid ${themeVars.color.border}`,
  borderRadius: themeVars.radius.lg,
  boxShadow: themeVars.shadow['2'],
});

export const title = style({ marginTop: 0, color: themeVars.color.errorText });

export const hint = style({ color: themeVars.color.textMuted, fontSize: themeVars.font.sizeSm });

export const warning = style({
  position: 'fixed',
  left: themeVars.space['3'],
  right: themeVars.space['3'],
  bottom: themeVars.space['3'],
  zIndex: 30,
  maxWidth: '720px',
  margin: '0 auto',
  boxShadow: themeVars.shadow['3'],
});
