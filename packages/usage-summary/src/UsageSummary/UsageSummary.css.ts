import { globalStyle, style, styleVariants } from '@vanilla-extract/css';
import { themeVars } from '@assess/ui/theme-vars';

/** Partners set this on the element to change the height of the usage bars. */
const barHeight = 'var(--assess-usage-bar-height, 8px)';

export const root = style({
  width: '100%',
  boxSizing: 'border-box',
});

export const variants = styleVariants({
  full: {},
  compact: { padding: themeVars.space['3'], gap: themeVars.space['2'] },
});

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: themeVars.space['3'],
});

export const compactList = style({ gap: themeVars.space['2'] });

export const feature = style({ display: 'grid', gap: themeVars.space['1'], minWidth: 0 });

export const featureRow = style({
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'baseline',
  gap: themeVars.space['2'],
  flexWrap: 'wrap',
});

export const featureLabel = style({ fontWeight: themeVars.font.weightMedium });

export const count = style({ color: themeVars.color.textMuted, fontSize: themeVars.font.sizeSm, fontVariantNumeric: 'tabular-nums' });

export const bar = style({ display: 'block' });

globalStyle(`${bar} [role="progressbar"]`, { height: barHeight });

export const meta = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${themeVars.space['2']} ${themeVars.space['5']}`,
  margin: `${themeVars.space['3']} 0 0`,
  fontSize: themeVars.font.sizeSm,
});

export const metaItem = style({ display: 'flex', gap: themeVars.space['1'], margin: 0 });

export const metaTerm = style({ color: themeVars.color.textMuted });

export const metaValue = style({ margin: 0, fontWeight: themeVars.font.weightMedium });

export const footer = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: themeVars.space['2'],
});

export const link = style({
  color: themeVars.color.primaryText,
  fontWeight: themeVars.font.weightMedium,
  textUnderlineOffset: '2px',
  ':focus-visible': {
    outline: `${themeVars.size.focusRing} solid ${themeVars.color.focus}`,
    outlineOffset: '2px',
    borderRadius: themeVars.radius.sm,
  },
});

export const notice = style({ marginBottom: themeVars.space['3'] });

export const warning = style({
  display: 'flex',
  gap: themeVars.space['3'],
  alignItems: 'flex-start',
  padding: `${themeVars.space['3']} ${themeVars.space['4']}`,
  marginBottom: themeVars.space['3'],
  borderRadius: themeVars.radius.md,
  borderLeft: `4px solid ${themeVars.color.warning}`,
  backgroundColor: themeVars.color.warningSurface,
  color: themeVars.color.text,
});

export const warningIcon = style({ display: 'inline-flex', paddingTop: '2px', flexShrink: 0, color: themeVars.color.warning });

export const warningBody = style({ flex: 1, minWidth: 0 });

export const warningTitle = style({ margin: `0 0 ${themeVars.space['1']}`, fontSize: themeVars.font.sizeMd, fontWeight: themeVars.font.weightBold });

export const warningText = style({ margin: `0 0 ${themeVars.space['3']}` });

export const actions = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: themeVars.space['2'] });

export const flat = style({ margin: 0 });
