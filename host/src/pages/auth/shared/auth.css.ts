import { globalStyle, style } from '@vanilla-extract/css';
import { focusRing } from '../../../theme/focus.css.ts';
import { themeVars } from '@assess/ui/theme-vars';

export const title = style({ margin: `0 0 ${themeVars.space['1']}`, fontSize: '1.6rem', textAlign: 'center' });

export const subtitle = style({ margin: `0 0 ${themeVars.space['5']}`, color: themeVars.color.textMuted, textAlign: 'center' });

export const form = style({ display: 'grid', gap: themeVars.space['4'] });

export const row = style({ display: 'grid', gap: themeVars.space['4'], '@media': { '(min-width: 480px)': { gridTemplateColumns: '1fr 1fr' } } });

export const linkRow = style({ display: 'flex', justifyContent: 'flex-end', marginTop: `-${themeVars.space['2']}` });

export const link = style([focusRing, { color: themeVars.color.primaryText, fontWeight: themeVars.font.weightMedium }]);

export const footer = style({ marginTop: themeVars.space['5'], textAlign: 'center', color: themeVars.color.textMuted });

export const divider = style({
  display: 'flex',
  alignItems: 'center',
  gap: themeVars.space['3'],
  color: themeVars.color.textMuted,
  fontSize: themeVars.font.sizeSm,
  selectors: {
    '&::before, &::after': { content: '""', flex: 1, height: '1px', backgroundColor: themeVars.color.border },
  },
});

export const buttons = style({ display: 'flex', justifyContent: 'space-between', gap: themeVars.space['3'], flexWrap: 'wrap' });

export const centred = style({ display: 'grid', justifyItems: 'center', gap: themeVars.space['3'], textAlign: 'center' });

globalStyle(`${centred} > [role="alert"], ${centred} > [role="status"]`, { width: '100%', textAlign: 'left' });

export const meter = style({ display: 'grid', gap: themeVars.space['1'], fontSize: themeVars.font.sizeSm });

export const requirements = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: '2px', fontSize: themeVars.font.sizeSm });

export const met = style({ color: themeVars.color.success });

export const unmet = style({ color: themeVars.color.textMuted });

export const summary = style({
  display: 'grid',
  gridTemplateColumns: 'max-content 1fr',
  gap: `${themeVars.space['2']} ${themeVars.space['4']}`,
  margin: 0,
  padding: themeVars.space['4'],
  borderRadius: themeVars.radius.md,
  backgroundColor: themeVars.color.surfaceMuted,
});

export const summaryLabel = style({ color: themeVars.color.textMuted });

export const summaryValue = style({ margin: 0, overflowWrap: 'anywhere' });

export const stepper = style({ marginBottom: themeVars.space['5'] });

/** On phones the stepper's labels are cut short, so the current step is also named in full below it. */
export const stepCaption = style({
  margin: `-${themeVars.space['3']} 0 ${themeVars.space['4']}`,
  textAlign: 'center',
  fontWeight: themeVars.font.weightMedium,
  '@media': { '(min-width: 600px)': { display: 'none' } },
});
