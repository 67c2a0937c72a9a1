import { keyframes, style } from '@vanilla-extract/css';
import { themeVars } from '@assess/ui/theme-vars';
import { PANEL_FADE_MS } from './texts.ts';

export const controls = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: themeVars.space['3'] });

export const lastUpdated = style({ margin: 0, fontSize: themeVars.font.sizeSm, color: themeVars.color.textMuted });

export const sections = style({
  display: 'grid',
  gap: themeVars.space['4'],
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 320px), 1fr))',
  alignItems: 'start',
});

export const section = style({ display: 'grid', gap: themeVars.space['3'], minWidth: 0 });

export const sectionTitle = style({ margin: 0, fontSize: themeVars.font.sizeLg, fontWeight: themeVars.font.weightMedium });

export const cardList = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: themeVars.space['2'] });

export const subjectCard = style({
  display: 'grid',
  gap: themeVars.space['2'],
  width: '100%',
  padding: themeVars.space['3'],
  borderRadius: themeVars.radius.md,
  border: `1px solid ${themeVars.color.border}`,
  background: themeVars.color.surface,
  color: 'inherit',
  font: 'inherit',
  textAlign: 'left',
  cursor: 'pointer',
  touchAction: 'manipulation',
  selectors: {
    '&:hover': { borderColor: themeVars.color.borderStrong },
    '&:focus-visible': { outline: `${themeVars.size.focusRing} solid ${themeVars.color.focus}`, outlineOffset: '2px' },
  },
});

export const reportCard = style({
  display: 'grid',
  gap: themeVars.space['1'],
  padding: themeVars.space['3'],
  borderRadius: themeVars.radius.md,
  border: `1px solid ${themeVars.color.border}`,
  background: themeVars.color.surface,
});

export const cardRow = style({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: themeVars.space['2'] });

export const cardTitle = style({ fontWeight: themeVars.font.weightMedium, overflowWrap: 'anywhere' });

export const muted = style({ margin: 0, fontSize: themeVars.font.sizeSm, color: themeVars.color.textMuted });

export const group = style({
  borderRadius: themeVars.radius.md,
  border: `1px solid ${themeVars.color.border}`,
  background: themeVars.color.surface,
});

export const groupSummary = style({
  padding: themeVars.space['3'],
  cursor: 'pointer',
  fontWeight: themeVars.font.weightMedium,
  selectors: { '&:focus-visible': { outline: `${themeVars.size.focusRing} solid ${themeVars.color.focus}`, outlineOffset: '-3px' } },
});

export const topicList = style({ margin: 0, padding: `0 ${themeVars.space['4']} ${themeVars.space['3']} ${themeVars.space['6']}`, display: 'grid', gap: themeVars.space['1'] });

export const chips = style({ display: 'flex', flexWrap: 'wrap', gap: themeVars.space['2'] });

export const panelBody = style({ display: 'grid', gap: themeVars.space['4'], paddingTop: themeVars.space['4'], minWidth: 0 });

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });
/** Panels fade in over 500 ms (spec 02 §2), not at all for users who prefer reduced motion. */
export const fade = style({
  animation: `${fadeIn} ${PANEL_FADE_MS}ms ease-out`,
  '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
});

export const plainList = style({ margin: 0, paddingLeft: themeVars.space['5'], display: 'grid', gap: themeVars.space['2'] });

export const focus = style({
  display: 'grid',
  gap: themeVars.space['1'],
  padding: themeVars.space['4'],
  borderRadius: themeVars.radius.md,
  background: themeVars.color.warningSurface,
  border: `1px solid ${themeVars.color.warning}`,
  color: themeVars.color.text,
});

export const focusSubject = style({ fontSize: themeVars.font.sizeLg, fontWeight: themeVars.font.weightBold });

export const picker = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: themeVars.space['3'] });

export const pickerSelect = style({ minWidth: 'min(100%, 260px)' });

export const studentRow = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: themeVars.space['2'] });
