import { useCallback, useSyncExternalStore } from 'react';

/** Whether a media query matches now; follows changes. False where matchMedia does not exist. */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (typeof window.matchMedia !== 'function') return () => {};
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => typeof window.matchMedia === 'function' && window.matchMedia(query).matches,
    () => false,
  );
}

/** Wide screens keep the dashboard drawer open beside the content (MUI's md breakpoint). */
export const WIDE_SCREEN_QUERY = '(min-width: 900px)';
