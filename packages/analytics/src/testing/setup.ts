import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

// jsdom has no canvas: the chart then keeps its keyboard layer and table, and skips drawing (without jsdom's
// "not implemented" message on every render).
HTMLCanvasElement.prototype.getContext = (() => null) as typeof HTMLCanvasElement.prototype.getContext;

// jsdom has no matchMedia, which uPlot reads as it loads (for the pixel ratio): nothing matches.
window.matchMedia ??= ((query: string) => ({
  matches: false,
  media: query,
  onchange: null,
  addEventListener: () => {},
  removeEventListener: () => {},
  addListener: () => {},
  removeListener: () => {},
  dispatchEvent: () => false,
})) as typeof window.matchMedia;

// Vitest runs without globals, so Testing Library cannot register its own cleanup.
afterEach(() => {
  cleanup();
});
