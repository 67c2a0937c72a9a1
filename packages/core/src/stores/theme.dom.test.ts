// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';

describe('theme store in a browser page', () => {
  it('reads and writes localStorage', async () => {
    localStorage.setItem('assess-theme', 'dark');
    const { $theme, $resolvedTheme, setTheme } = await import('./theme.js');
    const unsubscribe = $resolvedTheme.subscribe(() => {});
    expect($theme.get()).toBe('dark');
    expect($resolvedTheme.get()).toBe('dark');
    setTheme('system');
    expect(localStorage.getItem('assess-theme')).toBe('system');
    // jsdom has no matchMedia: the system theme is light.
    expect($resolvedTheme.get()).toBe('light');
    unsubscribe();
  });
});
