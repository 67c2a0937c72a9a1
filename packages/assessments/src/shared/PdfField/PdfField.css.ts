import { style } from '@vanilla-extract/css';
import { themeVars } from '@assess/ui/theme-vars';

export const field = style({
  display: 'flex',
  flexDirection: 'column',
  gap: themeVars.space[1],
  padding: themeVars.space[3],
  border: `1px dashed ${themeVars.color.borderStrong}`,
  borderRadius: themeVars.radius.md,
  background: themeVars.color.surface,
});

export const label = style({ fontWeight: themeVars.font.weightMedium });

export const input = style({
  font: 'inherit',
  color: themeVars.color.text,
  maxWidth: '100%',
  touchAction: 'manipulation',
  ':focus-visible': { outline: `${themeVars.size.focusRing} solid ${themeVars.color.focus}`, outlineOffset: '2px' },
});

export const chosen = style({ margin: 0, overflowWrap: 'anywhere' });

export const helper = style({ margin: 0, color: themeVars.color.textMuted, fontSize: themeVars.font.sizeSm });

export const error = style({ margin: 0, color: themeVars.color.errorText, fontSize: themeVars.font.sizeSm });
