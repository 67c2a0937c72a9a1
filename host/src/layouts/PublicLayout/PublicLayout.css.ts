import { style } from '@vanilla-extract/css';
import { focusRing } from '../../theme/focus.css.ts';
import { themeVars } from '@assess/ui/theme-vars';

const content = { maxWidth: '1200px', margin: '0 auto', paddingInline: themeVars.space['4'] };

export const page = style({ display: 'flex', flexDirection: 'column', minHeight: 'calc(var(--vh, 1vh) * 100)' });

export const bar = style({
  position: 'sticky',
  top: 0,
  zIndex: 10,
  backgroundColor: themeVars.color.surface,
  borderBottom: `1px solid ${themeVars.color.border}`,
  boxShadow: themeVars.shadow['1'],
});

export const barInner = style({
  ...content,
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  columnGap: themeVars.space['4'],
  minHeight: '64px',
});

export const nav = style({
  display: 'flex',
  gap: themeVars.space['1'],
  order: 3,
  width: '100%',
  justifyContent: 'center',
  paddingBottom: themeVars.space['2'],
  '@media': {
    '(min-width: 720px)': { order: 0, width: 'auto', flex: 1, justifyContent: 'flex-start', paddingBottom: 0 },
  },
});

export const navLink = style([
  focusRing,
  {
    padding: `${themeVars.space['2']} ${themeVars.space['3']}`,
    borderRadius: themeVars.radius.sm,
    color: themeVars.color.text,
    textDecoration: 'none',
    fontWeight: themeVars.font.weightMedium,
    touchAction: 'manipulation',
    selectors: {
      '&:hover': { backgroundColor: themeVars.color.surfaceMuted },
      '&[aria-current="page"]': { color: themeVars.color.primaryText, boxShadow: `inset 0 -2px 0 ${themeVars.color.primary}` },
    },
  },
]);

export const actions = style({
  display: 'flex',
  alignItems: 'center',
  gap: themeVars.space['2'],
  marginLeft: 'auto',
});

export const main = style({ flex: 1 });

export const footer = style({
  borderTop: `1px solid ${themeVars.color.border}`,
  backgroundColor: themeVars.color.surface,
  marginTop: themeVars.space['6'],
});

export const footerInner = style({
  ...content,
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: themeVars.space['3'],
  paddingBlock: themeVars.space['5'],
});

export const footerText = style({ margin: 0, color: themeVars.color.textMuted, fontSize: themeVars.font.sizeSm });

export const footerLinks = style({ display: 'flex', flexWrap: 'wrap', gap: themeVars.space['4'] });

export const footerLink = style([
  focusRing,
  {
    color: themeVars.color.primaryText,
    fontSize: themeVars.font.sizeSm,
    textDecoration: 'none',
    selectors: { '&:hover': { textDecoration: 'underline' } },
  },
]);
