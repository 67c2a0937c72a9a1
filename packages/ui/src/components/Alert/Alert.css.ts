import { style, styleVariants } from '@vanilla-extract/css';
import { themeVars } from '../../theme/contract.css.ts';

export const alert = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: themeVars.space['3'],
  padding: `${themeVars.space['3']} ${themeVars.space['4']}`,
  borderRadius: themeVars.radius.md,
  borderLeft: `4px solid`,
  color: themeVars.color.text,
});

export const severities = styleVariants({
  success: { backgroundColor: themeVars.color.successSurface, borderLeftColor: themeVars.color.success },
  info: { backgroundColor: themeVars.color.infoSurface, borderLeftColor: themeVars.color.info },
  warning: { backgroundColor: themeVars.color.warningSurface, borderLeftColor: themeVars.color.warning },
  error: { backgroundColor: themeVars.color.errorSurface, borderLeftColor: themeVars.color.error },
});

export const icons = styleVariants({
  success: { color: themeVars.color.success },
  info: { color: themeVars.color.info },
  warning: { color: themeVars.color.warning },
  error: { color: themeVars.color.error },
});

export const icon = style({ display: 'inline-flex', paddingTop: '2px', flexShrink: 0 });

export const content = style({ flex: 1, minWidth: 0 });

export const title = style({ margin: `0 0 ${themeVars.space['1']}`, fontWeight: themeVars.font.weightBold });

export const action = style({ display: 'flex', alignItems: 'center', gap: themeVars.space['2'], flexShrink: 0 });
