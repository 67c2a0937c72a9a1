import { style } from '@vanilla-extract/css';
import { themeVars } from '../../theme/contract.css.ts';

export const stepper = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: themeVars.space['2'],
  margin: 0,
  padding: 0,
  listStyle: 'none',
  counterReset: 'step',
});

export const step = style({
  display: 'flex',
  flex: 1,
  alignItems: 'center',
  gap: themeVars.space['2'],
  minWidth: 0,
  color: themeVars.color.textMuted,
  selectors: {
    '&:not(:last-child)::after': {
      content: '""',
      flex: 1,
      height: '2px',
      minWidth: themeVars.space['4'],
      backgroundColor: themeVars.color.border,
    },
    '&[data-state="complete"]:not(:last-child)::after': { backgroundColor: themeVars.color.primary },
    '&[aria-current="step"]': { color: themeVars.color.text, fontWeight: themeVars.font.weightBold },
    '&[data-state="complete"]': { color: themeVars.color.text },
  },
});

export const marker = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: '28px',
  height: '28px',
  borderRadius: '50%',
  border: `2px solid ${themeVars.color.borderStrong}`,
  fontSize: themeVars.font.sizeSm,
  fontWeight: themeVars.font.weightBold,
  selectors: {
    [`${step}[aria-current="step"] &, ${step}[data-state="complete"] &`]: {
      backgroundColor: themeVars.color.primary,
      borderColor: themeVars.color.primary,
      color: themeVars.color.onPrimary,
    },
  },
});

export const label = style({ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' });

export const optional = style({ display: 'block', fontSize: '0.75rem', fontWeight: themeVars.font.weightRegular });
