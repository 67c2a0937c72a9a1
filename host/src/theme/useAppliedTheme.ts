import { useStore } from '@nanostores/react';
import { $resolvedTheme } from '@assess/core';
import { themeClassFor, themeRootClass } from '@assess/ui';
import { useEffect } from 'react';

/**
 * Paints the whole page in the chosen theme: the theme class and the base text styles go on <html>, so the
 * page background, scroll bars and every screen below share the theme's custom properties.
 */
export function useAppliedTheme(root: HTMLElement = document.documentElement): void {
  const theme = useStore($resolvedTheme);
  useEffect(() => {
    const classes = [themeClassFor(theme), themeRootClass];
    root.classList.add(...classes);
    return () => root.classList.remove(...classes);
  }, [root, theme]);
}
