import { style } from '@vanilla-extract/css';
import { themeVars } from '../../theme/contract.css.ts';

// Labels sit under their markers and wrap, so that every label stays whole even on a phone; the line between
// two markers is drawn by the earlier step.
export const stepper = style({
  display: 'flex',
  alignItems: 'flex-start',
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const step = style({
  position: 'relative',
  display: 'flex',
  flex: 1,
  flexDirection: 'column',
  alignItems: 'center',
  gap: themeVars.space['1'],
  minWidth: 0,
  paddingInline: themeVars.space['1'],
  textAlign: 'center',
  color: themeVars.color.textMuted,
  selectors: {
    '&:not(:last-child)::after': {
      content: '""',
      position: 'absolute',
      top: '13px',
      insetInlineStart: 'calc(50% + 22px)',
      insetInlineEnd: 'calc(-50% + 22px)',
      height: '2px',
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

export const label = style({ maxWidth: '100%', fontSize: themeVars.font.sizeSm, lineHeight: 1.3, overflowWrap: 'break-word' });

export const optional = style({ display: 'block', fontSize: '0.75rem', fontWeight: themeVars.font.weightRegular });
