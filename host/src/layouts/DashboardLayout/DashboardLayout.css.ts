import { keyframes, style } from '@vanilla-extract/css';
import { focusRing } from '../../theme/focus.css.ts';
import { themeVars } from '@assess/ui/theme-vars';

const TOP_BAR_HEIGHT = '64px';

export const shell = style({ minHeight: 'calc(var(--vh, 1vh) * 100)' });

export const topBar = style({
  position: 'fixed',
  insetInline: 0,
  top: 0,
  zIndex: 20,
  display: 'flex',
  alignItems: 'center',
  gap: themeVars.space['2'],
  height: TOP_BAR_HEIGHT,
  paddingInline: themeVars.space['3'],
  backgroundColor: themeVars.color.surface,
  borderBottom: `1px solid ${themeVars.color.border}`,
  boxShadow: themeVars.shadow['1'],
});

const appear = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });

/** Under the top bar while a screen's code loads; shown only past a short wait, so a quick load does not flash. */
export const pageLoading = style({
  position: 'fixed',
  insetInline: 0,
  top: TOP_BAR_HEIGHT,
  zIndex: 21,
  opacity: 0,
  animation: `${appear} 120ms ease-out 200ms forwards`,
});

export const topActions = style({ display: 'flex', alignItems: 'center', gap: themeVars.space['2'], marginLeft: 'auto' });

export const backdrop = style({
  position: 'fixed',
  inset: 0,
  top: TOP_BAR_HEIGHT,
  zIndex: 14,
  backgroundColor: themeVars.color.overlay,
});

export const drawer = style({
  position: 'fixed',
  top: TOP_BAR_HEIGHT,
  bottom: 0,
  left: 0,
  zIndex: 15,
  width: themeVars.size.drawerWidth,
  overflowY: 'auto',
  backgroundColor: themeVars.color.surface,
  borderRight: `1px solid ${themeVars.color.border}`,
  selectors: {
    '&[hidden]': { display: 'none' },
    '&[data-variant="temporary"]': { boxShadow: themeVars.shadow['3'] },
  },
});

export const drawerNav = style({ padding: `${themeVars.space['3']} 0` });

export const group = style({ marginBottom: themeVars.space['3'] });

export const groupHeading = style({
  margin: `${themeVars.space['2']} ${themeVars.space['4']} ${themeVars.space['1']}`,
  fontSize: '0.75rem',
  fontWeight: themeVars.font.weightBold,
  letterSpacing: '0.08em',
  color: themeVars.color.textMuted,
});

export const linkList = style({ listStyle: 'none', margin: 0, padding: 0 });

export const drawerLink = style([
  focusRing,
  {
    display: 'flex',
    alignItems: 'center',
    gap: themeVars.space['3'],
    minHeight: '44px',
    margin: `0 ${themeVars.space['2']}`,
    padding: `0 ${themeVars.space['3']}`,
    borderRadius: themeVars.radius.md,
    color: themeVars.color.text,
    textDecoration: 'none',
    fontWeight: themeVars.font.weightMedium,
    touchAction: 'manipulation',
    selectors: {
      '&:hover': { backgroundColor: themeVars.color.surfaceMuted },
      '&[aria-current="page"]': { backgroundColor: themeVars.color.infoSurface, color: themeVars.color.primaryText },
    },
  },
]);

export const content = style({
  paddingTop: TOP_BAR_HEIGHT,
  minWidth: 0,
  selectors: { '&[data-shifted="true"]': { marginLeft: themeVars.size.drawerWidth } },
});
