/** A matchMedia for jsdom that answers min-width, max-width and prefers-color-scheme queries. */
export interface MediaEnvironment {
  width: number;
  prefersDark: boolean;
}

function matches(query: string, env: MediaEnvironment): boolean {
  const min = /min-width:\s*(\d+)px/.exec(query);
  const max = /max-width:\s*(\d+)px/.exec(query);
  if (query.includes('prefers-color-scheme: dark')) return env.prefersDark;
  if (query.includes('prefers-color-scheme: light')) return !env.prefersDark;
  if (min && env.width < Number(min[1])) return false;
  if (max && env.width > Number(max[1])) return false;
  return Boolean(min || max);
}

// Listeners outlive one installation, like a real browser's: stores that subscribed in an earlier test still hear changes.
let current: MediaEnvironment = { width: 1280, prefersDark: false };
const listeners = new Map<string, Set<(event: MediaQueryListEvent) => void>>();

/** Sets the screen and colour scheme; queries whose answer changes notify their listeners. */
export function installMatchMedia(env: MediaEnvironment): void {
  const previous = current;
  current = { ...env };
  Object.defineProperty(window, 'matchMedia', {
    configurable: true,
    writable: true,
    value: (query: string): MediaQueryList => {
      const set = listeners.get(query) ?? new Set();
      listeners.set(query, set);
      return {
        get matches() {
          return matches(query, current);
        },
        media: query,
        onchange: null,
        addEventListener: (_type: string, listener: (event: MediaQueryListEvent) => void) => set.add(listener),
        removeEventListener: (_type: string, listener: (event: MediaQueryListEvent) => void) => set.delete(listener),
        addListener: (listener: (event: MediaQueryListEvent) => void) => set.add(listener),
        removeListener: (listener: (event: MediaQueryListEvent) => void) => set.delete(listener),
        dispatchEvent: () => false,
      } as unknown as MediaQueryList;
    },
  });
  for (const [query, set] of listeners) {
    const now = matches(query, current);
    if (now === matches(query, previous)) continue;
    for (const listener of [...set]) listener({ matches: now, media: query } as MediaQueryListEvent);
  }
}
