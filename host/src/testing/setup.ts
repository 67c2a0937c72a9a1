import { cleanup, configure } from '@testing-library/react';
import { $prefersDark, $resolvedTheme, $role, $roleKnown, $session, $theme } from '@assess/core';
import { cleanStores } from 'nanostores';
import { afterAll, afterEach, beforeEach } from 'vitest';
import { installMatchMedia } from './match-media.ts';

// A dashboard screen's code loads on its first visit (route `lazy`), and the router shows the route only once it
// has: importing a screen package (My Files brings its uploader) takes a few seconds on a busy machine, beyond
// Testing Library's default wait of one second.
configure({ asyncUtilTimeout: 10_000 });

// Vitest runs without globals, so Testing Library cannot register its own cleanup.
afterEach(() => cleanup());

// jsdom has no matchMedia; every test starts on a wide screen with a light system theme.
beforeEach(() => {
  installMatchMedia({ width: 1280, prefersDark: false });
  localStorage.clear();
  $session.set({ status: 'signed-out', session: null, user: null });
  $role.set(null);
  $roleKnown.set(false);
  $theme.set('system');
  document.documentElement.className = '';
});

// Stores unmount a second after their last listener leaves; by then this file's jsdom window may be gone,
// and the theme store's removal of its window listeners would throw. Unmount them while the window exists.
afterAll(() => cleanStores($resolvedTheme, $prefersDark, $theme));
