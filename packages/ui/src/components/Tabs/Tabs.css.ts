import { style } from '@vanilla-extract/css';
import { themeVars } from '../../theme/contract.css.ts';
import { control, focusRing, motion } from '../shared/base.css.ts';

export const tabs = style({ display: 'flex', flexDirection: 'column', gap: themeVars.space['4'], minWidth: 0 });

export const vertical = style({ flexDirection: 'row' });

// A row of tabs wider than the screen wraps onto a second line: every tab stays in sight, where a scrolling row
// cut the last one off with no hint that there was more.
export const list = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: themeVars.space['1'],
  borderBottom: `1px solid ${themeVars.color.border}`,
  selectors: {
    [`${vertical} &`]: { flexDirection: 'column', borderBottom: 'none', borderRight: `1px solid ${themeVars.color.border}` },
  },
});

export const tab = style([
  control,
  motion,
  {
    display: 'inline-flex',
    alignItems: 'center',
    gap: themeVars.space['2'],
    minHeight: themeVars.size.controlLg,
    padding: `0 ${themeVars.space['4']}`,
    border: 'none',
    borderBottom: '3px solid transparent',
    marginBottom: '-1px',
    background: 'transparent',
    color: themeVars.color.textMuted,
    fontSize: themeVars.font.sizeMd,
    fontWeight: themeVars.font.weightMedium,
    whiteSpace: 'nowrap',
    cursor: 'pointer',
    selectors: {
      '&:hover:not(:disabled)': { color: themeVars.color.text, backgroundColor: themeVars.color.surfaceMuted },
      '&[aria-selected="true"]': { color: themeVars.color.primaryText, borderBottomColor: themeVars.color.primary },
      '&:disabled': { cursor: 'not-allowed', opacity: 0.5 },
    },
  },
]);

export const badge = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minWidth: '22px',
  height: '22px',
  padding: `0 ${themeVars.space['1']}`,
  borderRadius: themeVars.radius.pill,
  backgroundColor: themeVars.color.primary,
  color: themeVars.color.onPrimary,
  fontSize: '0.75rem',
  fontWeight: themeVars.font.weightBold,
});

export const panel = style([focusRing, { minWidth: 0, flex: 1 }]);
