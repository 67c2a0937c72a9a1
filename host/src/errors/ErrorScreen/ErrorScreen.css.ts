import { style } from '@vanilla-extract/css';
import { themeVars } from '@assess/ui/theme-vars';

export const page = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  minHeight: 'calc(var(--vh, 1vh) * 100)',
  padding: themeVars.space['4'],
});

export const panel = style({
  maxWidth: '520px',
  padding: themeVars.space['6'],
  textAlign: 'center',
  backgroundColor: themeVars.color.surface,
  border: `1px solid ${themeVars.color.border}`,
  borderRadius: themeVars.radius.lg,
  boxShadow: themeVars.shadow['2'],
});

export const title = style({ marginTop: 0, color: themeVars.color.errorText });

export const support = style({ color: themeVars.color.textMuted, fontSize: themeVars.font.sizeSm });
