/// <reference types="vite/client" />
import { describe, expect, it } from 'vitest';
import readme from '../../README.md?raw';
import { contrastRatio } from './contrast.ts';
import { themeContract } from './contract.css.ts';
import { darkThemeClass, lightThemeClass, themeClassFor, themeVars } from './index.ts';
import { darkTokens, lightTokens, listThemeVars, resolveTheme, type ThemeTokens } from './tokens.ts';

const AA_TEXT = 4.5;
const AA_NON_TEXT = 3;

/** Text-on-background pairs every screen uses; each must reach WCAG AA for normal text. */
function textPairs(c: ThemeTokens['color']): [string, string, string][] {
  return [
    ['onPrimary on primary', c.onPrimary, c.primary],
    ['onSecondary on secondary', c.onSecondary, c.secondary],
    ['primaryText on surface', c.primaryText, c.surface],
    ['primaryText on background', c.primaryText, c.background],
    ['primaryText on surfaceMuted', c.primaryText, c.surfaceMuted],
    ['secondaryText on surface', c.secondaryText, c.surface],
    ['secondaryText on background', c.secondaryText, c.background],
    ['text on surface', c.text, c.surface],
    ['text on background', c.text, c.background],
    ['text on surfaceMuted', c.text, c.surfaceMuted],
    ['textMuted on surface', c.textMuted, c.surface],
    ['textMuted on background', c.textMuted, c.background],
    ['textMuted on surfaceMuted', c.textMuted, c.surfaceMuted],
    ['onSuccess on success', c.onSuccess, c.success],
    ['onWarning on warning', c.onWarning, c.warning],
    ['onError on error', c.onError, c.error],
    ['onInfo on info', c.onInfo, c.info],
    ['onNeutral on neutral', c.onNeutral, c.neutral],
    ['text on successSurface', c.text, c.successSurface],
    ['text on warningSurface', c.text, c.warningSurface],
    ['text on errorSurface', c.text, c.errorSurface],
    ['text on infoSurface', c.text, c.infoSurface],
    ['errorText on surface', c.errorText, c.surface],
    ['errorText on errorSurface', c.errorText, c.errorSurface],
  ];
}

/** Focus rings and control borders must reach 3:1 against what surrounds them (WCAG 1.4.11). */
function nonTextPairs(c: ThemeTokens['color']): [string, string, string][] {
  return [
    ['focus on surface', c.focus, c.surface],
    ['focus on background', c.focus, c.background],
    ['borderStrong on surface', c.borderStrong, c.surface],
  ];
}

describe('theme contrast (decision 22)', () => {
  it('keeps #00BFFF and #7ED321 as the light theme brand colours', () => {
    expect(lightTokens.color.primary).toBe('#00BFFF');
    expect(lightTokens.color.secondary).toBe('#7ED321');
  });

  it('computes WCAG ratios correctly for known pairs', () => {
    expect(contrastRatio('#000000', '#FFFFFF')).toBeCloseTo(21, 5);
    expect(contrastRatio('#FFFFFF', '#FFFFFF')).toBeCloseTo(1, 5);
    // White text on the brand colour fails AA, which is why text on it is dark.
    expect(contrastRatio('#FFFFFF', '#00BFFF')).toBeLessThan(AA_TEXT);
    expect(contrastRatio('#FFFFFF', '#7ED321')).toBeLessThan(AA_TEXT);
    // The brand colour itself as text on white also fails, which is why text uses a darker shade.
    expect(contrastRatio('#00BFFF', '#FFFFFF')).toBeLessThan(AA_TEXT);
  });

  for (const [name, tokens] of [['light', lightTokens], ['dark', darkTokens]] as const) {
    for (const [pair, fg, bg] of textPairs(tokens.color)) {
      it(`${name}: ${pair} passes AA (4.5:1)`, () => {
        expect(contrastRatio(fg, bg)).toBeGreaterThanOrEqual(AA_TEXT);
      });
    }
    for (const [pair, fg, bg] of nonTextPairs(tokens.color)) {
      it(`${name}: ${pair} passes 3:1`, () => {
        expect(contrastRatio(fg, bg)).toBeGreaterThanOrEqual(AA_NON_TEXT);
      });
    }
  }
});

describe('theme contract', () => {
  it('reads every token from its public --assess-<group>-<token> property, falling back to the theme', () => {
    expect(themeVars.color.primary).toBe('var(--assess-color-primary, var(--assess-theme-color-primary))');
    expect(themeVars.color.onPrimary).toBe('var(--assess-color-on-primary, var(--assess-theme-color-on-primary))');
    expect(themeVars.font.family).toBe('var(--assess-font-family, var(--assess-theme-font-family))');
    expect(themeVars.radius.md).toBe('var(--assess-radius-md, var(--assess-theme-radius-md))');
    expect(themeVars.space['2']).toBe('var(--assess-space-2, var(--assess-theme-space-2))');
    expect(themeVars.shadow['1']).toBe('var(--assess-shadow-1, var(--assess-theme-shadow-1))');
    expect(themeVars.size.drawerWidth).toBe('var(--assess-size-drawer-width, var(--assess-theme-size-drawer-width))');
    expect(themeContract.color.primary).toBe('var(--assess-theme-color-primary)');
  });

  it('lets a value set on an ancestor win over the theme class below it', () => {
    const outer = document.createElement('div');
    outer.style.setProperty('--assess-color-primary', '#0057B8');
    const themed = document.createElement('div');
    themed.className = lightThemeClass;
    const probe = document.createElement('span');
    probe.style.setProperty('color', themeVars.color.primary);
    themed.append(probe);
    outer.append(themed);
    document.body.append(outer);
    // The theme class sets only its own --assess-theme-* properties, so the public one still inherits.
    expect(getComputedStyle(themed).getPropertyValue('--assess-color-primary').trim()).toBe('#0057B8');
    outer.remove();
  });

  it('has a drawer width of 240', () => {
    expect(lightTokens.size.drawerWidth).toBe('240px');
  });

  it('gives light and dark themes distinct classes', () => {
    expect(themeClassFor('light')).toBe(lightThemeClass);
    expect(themeClassFor('dark')).toBe(darkThemeClass);
    expect(lightThemeClass).not.toBe(darkThemeClass);
  });

  it('resolves the system preference', () => {
    expect(resolveTheme('system', true)).toBe('dark');
    expect(resolveTheme('system', false)).toBe('light');
    expect(resolveTheme('light', true)).toBe('light');
    expect(resolveTheme('dark', false)).toBe('dark');
  });

  it('documents every custom property in the README', () => {
    const rows = listThemeVars();
    expect(rows.length).toBeGreaterThan(50);
    const missing = rows.filter((row) => !readme.includes(`\`${row.name}\``)).map((row) => row.name);
    expect(missing).toEqual([]);
  });
});
