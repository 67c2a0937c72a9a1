import { globalStyle } from '@vanilla-extract/css';

// The page itself: no margin, full height, and no double-tap zoom delay on anything tappable (decision 23);
// pinch-zoom stays available.
globalStyle('html, body', { margin: 0, padding: 0 });
globalStyle('body', { minHeight: 'calc(var(--vh, 1vh) * 100)' });
globalStyle('a, button, input, select, textarea, label, [role="button"]', { touchAction: 'manipulation' });
globalStyle('#root', { minHeight: 'calc(var(--vh, 1vh) * 100)' });
