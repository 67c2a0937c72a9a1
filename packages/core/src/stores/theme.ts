import { atom, computed, onMount } from 'nanostores';
import { persistentAtom } from '@nanostores/persistent';

export type ThemePreference = 'light' | 'dark' | 'system';
export type ResolvedTheme = 'light' | 'dark';

export const THEME_PREFERENCES: readonly ThemePreference[] = ['light', 'dark', 'system'];
export const THEME_STORAGE_KEY = 'assess-theme';

function isThemePreference(value: unknown): value is ThemePreference {
  return typeof value === 'string' && (THEME_PREFERENCES as readonly string[]).includes(value);
}

/**
 * The theme menu's choice (spec 01 §2): kept in localStorage, 'system' until the user picks one.
 * Without localStorage (Node, blocked storage) it lives in memory. A stored value that is not a
 * known choice reads as 'system'.
 */
export const $theme = persistentAtom<ThemePreference>(THEME_STORAGE_KEY, 'system', {
  encode: (value) => value,
  decode: (raw) => (isThemePreference(raw) ? raw : 'system'),
});

export function setTheme(preference: ThemePreference): void {
  $theme.set(isThemePreference(preference) ? preference : 'system');
}

const DARK_QUERY = '(prefers-color-scheme: dark)';

function darkQuery(): MediaQueryList | null {
  if (typeof globalThis.matchMedia !== 'function') return null;
  return globalThis.matchMedia(DARK_QUERY);
}

/** Whether the system asks for dark colours; follows changes while someone listens, false without matchMedia. */
export const $prefersDark = atom<boolean>(false);

onMount($prefersDark, () => {
  const query = darkQuery();
  if (query === null) return;
  $prefersDark.set(query.matches);
  const onChange = (event: MediaQueryListEvent) => $prefersDark.set(event.matches);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
});

/** The theme to paint: the choice, or the system's when the choice is 'system'. */
export const $resolvedTheme = computed([$theme, $prefersDark], (preference, prefersDark): ResolvedTheme =>
  preference === 'system' ? (prefersDark ? 'dark' : 'light') : preference,
);
