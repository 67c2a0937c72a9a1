import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanTestStorage, getTestStorage, setTestStorageKey, useTestStorageEngine } from '@nanostores/persistent';
import { $prefersDark, $resolvedTheme, $theme, setTheme, THEME_STORAGE_KEY } from './theme.js';

/** A stand-in for matchMedia('(prefers-color-scheme: dark)') whose answer the test can flip. */
function fakeDarkQuery(initiallyDark: boolean) {
  const listeners = new Set<(event: { matches: boolean }) => void>();
  const query = {
    matches: initiallyDark,
    media: '(prefers-color-scheme: dark)',
    addEventListener: (_type: string, listener: (event: { matches: boolean }) => void) => listeners.add(listener),
    removeEventListener: (_type: string, listener: (event: { matches: boolean }) => void) => listeners.delete(listener),
  };
  return {
    matchMedia: vi.fn(() => query),
    flip(dark: boolean) {
      query.matches = dark;
      for (const listener of listeners) listener({ matches: dark });
    },
    listenerCount: () => listeners.size,
  };
}

/** nanostores unmounts a store 1000 ms after its last listener leaves; the computed store, then its inputs. */
async function unmountAll(unsubscribe: () => void) {
  unsubscribe();
  await vi.advanceTimersByTimeAsync(2000);
}

describe('theme stores', () => {
  beforeAll(() => useTestStorageEngine());

  beforeEach(() => {
    vi.useFakeTimers();
  });

  afterEach(() => {
    cleanTestStorage();
    $theme.set('system');
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('defaults to system, which resolves to light without matchMedia (Node)', async () => {
    const unsubscribe = $resolvedTheme.subscribe(() => {});
    expect($theme.get()).toBe('system');
    expect($prefersDark.get()).toBe(false);
    expect($resolvedTheme.get()).toBe('light');
    await unmountAll(unsubscribe);
  });

  it('keeps the choice in storage and resolves an explicit choice as itself', async () => {
    const unsubscribe = $resolvedTheme.subscribe(() => {});
    setTheme('dark');
    expect(getTestStorage()[THEME_STORAGE_KEY]).toBe('dark');
    expect($resolvedTheme.get()).toBe('dark');
    setTheme('light');
    expect(getTestStorage()[THEME_STORAGE_KEY]).toBe('light');
    expect($resolvedTheme.get()).toBe('light');
    await unmountAll(unsubscribe);
  });

  it('reads a stored choice, and a stored value it does not know as system', async () => {
    setTestStorageKey(THEME_STORAGE_KEY, 'dark');
    const unsubscribe = $theme.listen(() => {});
    expect($theme.get()).toBe('dark');
    setTestStorageKey(THEME_STORAGE_KEY, 'purple');
    expect($theme.get()).toBe('system');
    await unmountAll(unsubscribe);
  });

  it('refuses an unknown choice', () => {
    setTheme('sepia' as never);
    expect($theme.get()).toBe('system');
  });

  it('follows prefers-color-scheme while the choice is system', async () => {
    const media = fakeDarkQuery(true);
    vi.stubGlobal('matchMedia', media.matchMedia);
    const seen: string[] = [];
    const unsubscribe = $resolvedTheme.subscribe((theme) => seen.push(theme));
    expect(media.matchMedia).toHaveBeenCalledWith('(prefers-color-scheme: dark)');
    expect($resolvedTheme.get()).toBe('dark');
    media.flip(false);
    expect($resolvedTheme.get()).toBe('light');
    setTheme('dark');
    media.flip(false);
    expect($resolvedTheme.get()).toBe('dark');
    expect(seen).toEqual(['dark', 'light', 'dark']);
    await unmountAll(unsubscribe);
    expect(media.listenerCount()).toBe(0);
  });
});
