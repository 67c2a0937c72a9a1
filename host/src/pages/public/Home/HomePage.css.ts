import { style } from '@vanilla-extract/css';
import { themeVars } from '@assess/ui/theme-vars';

export const hero = style({
  background: `linear-gradient(135deg, ${themeVars.color.infoSurface} 0%, ${themeVars.color.background} 55%, ${themeVars.color.successSurface} 100%)`,
});

export const heroInner = style({ paddingBlock: 'clamp(48px, 10vw, 112px)' });

export const heroTitle = style({
  fontSize: 'clamp(2.1rem, 6vw, 3.5rem)',
  lineHeight: 1.1,
  maxWidth: '22ch',
  margin: `${themeVars.space['4']} 0`,
});

export const claims = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(3, 1fr)',
  gap: themeVars.space['3'],
  margin: '0 auto',
  paddingBlock: themeVars.space['5'],
  textAlign: 'center',
});

export const claim = style({ display: 'flex', flexDirection: 'column-reverse' });

export const claimValue = style({
  margin: 0,
  fontSize: 'clamp(1.75rem, 5vw, 2.5rem)',
  fontWeight: themeVars.font.weightBold,
  color: themeVars.color.primaryText,
});

export const claimLabel = style({ color: themeVars.color.textMuted, fontWeight: themeVars.font.weightMedium });

export const cardTitle = style({ margin: `0 0 ${themeVars.space['1']}`, fontSize: '1.15rem' });

export const steps = style({
  listStyle: 'none',
  padding: 0,
  margin: 0,
  display: 'grid',
  gap: themeVars.space['4'],
  gridTemplateColumns: 'repeat(auto-fit, minmax(240px, 1fr))',
});

export const step = style({ display: 'flex', gap: themeVars.space['3'], alignItems: 'flex-start' });

export const stepNumber = style({
  flex: 'none',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '36px',
  height: '36px',
  borderRadius: themeVars.radius.pill,
  backgroundColor: themeVars.color.secondary,
  color: themeVars.color.onSecondary,
  fontWeight: themeVars.font.weightBold,
});

export const cta = style({
  padding: 'clamp(24px, 5vw, 48px)',
  borderRadius: themeVars.radius.lg,
  backgroundColor: themeVars.color.surface,
  border: `1px solid ${themeVars.color.border}`,
  boxShadow: themeVars.shadow['1'],
  textAlign: 'center',
  display: 'grid',
  justifyItems: 'center',
});

export const ctaTitle = style({ margin: 0, fontSize: '1.6rem' });
