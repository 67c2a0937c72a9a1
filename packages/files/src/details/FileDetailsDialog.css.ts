import { style } from '@vanilla-extract/css';
import { themeVars } from '@assess/ui/theme-vars';
import { outlined } from '../shared/surface.css.ts';

export const preview = style([outlined, { width: '100%', height: 'min(60vh, 520px)', background: themeVars.color.surfaceMuted }]);

export const previewNote = style({
  margin: 0,
  padding: themeVars.space[4],
  border: `1px dashed ${themeVars.color.border}`,
  borderRadius: themeVars.radius.md,
  color: themeVars.color.textMuted,
  textAlign: 'center',
});

export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'max-content minmax(0, 1fr)',
  gap: `${themeVars.space[1]} ${themeVars.space[3]}`,
  margin: `${themeVars.space[3]} 0`,
});

export const term = style({ color: themeVars.color.textMuted });
export const definition = style({ margin: 0, overflowWrap: 'anywhere' });

export const sectionTitle = style({ margin: `${themeVars.space[3]} 0 ${themeVars.space[2]}`, fontSize: themeVars.font.sizeMd });

export const versions = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: themeVars.space[1] });

export const version = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: themeVars.space[2],
  padding: `${themeVars.space[1]} ${themeVars.space[2]}`,
  borderRadius: themeVars.radius.sm,
  background: themeVars.color.surfaceMuted,
});

export const openLinkRow = style({ margin: `${themeVars.space[1]} 0 0`, fontSize: themeVars.font.sizeSm });
export const openLink = style({ color: themeVars.color.primaryText });
