import { style, styleVariants } from '@vanilla-extract/css';
import { themeVars } from '../../theme/contract.css.ts';
import { control } from '../shared/base.css.ts';

export const chip = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: themeVars.space['1'],
  maxWidth: '100%',
  borderRadius: themeVars.radius.pill,
  fontWeight: themeVars.font.weightMedium,
  lineHeight: 1.2,
  whiteSpace: 'nowrap',
  verticalAlign: 'middle',
});

export const label = style({ overflow: 'hidden', textOverflow: 'ellipsis' });

export const colors = styleVariants({
  default: { backgroundColor: themeVars.color.neutral, color: themeVars.color.onNeutral },
  primary: { backgroundColor: themeVars.color.primary, color: themeVars.color.onPrimary },
  secondary: { backgroundColor: themeVars.color.secondary, color: themeVars.color.onSecondary },
  success: { backgroundColor: themeVars.color.success, color: themeVars.color.onSuccess },
  warning: { backgroundColor: themeVars.color.warning, color: themeVars.color.onWarning },
  error: { backgroundColor: themeVars.color.error, color: themeVars.color.onError },
  info: { backgroundColor: themeVars.color.info, color: themeVars.color.onInfo },
});

export const sizes = styleVariants({
  sm: { minHeight: '24px', padding: `2px ${themeVars.space['2']}`, fontSize: '0.75rem' },
  md: { minHeight: themeVars.size.controlSm, padding: `4px ${themeVars.space['3']}`, fontSize: themeVars.font.sizeSm },
});

export const remove = style([
  control,
  {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    width: '20px',
    height: '20px',
    marginRight: `calc(-1 * ${themeVars.space['1']})`,
    padding: 0,
    border: 'none',
    borderRadius: '50%',
    background: 'transparent',
    color: 'inherit',
    cursor: 'pointer',
    selectors: { '&:hover': { backgroundColor: 'rgba(0, 0, 0, 0.12)' } },
  },
]);
