import { useLayoutEffect, useState, type RefObject } from 'react';
import { CHART_PALETTE } from './chart-format.ts';

/** The theme's colours as a canvas takes them (computed values, e.g. 'rgb(0, 102, 138)'). */
export interface ChartColours {
  lines: string[];
  text: string;
  grid: string;
  surface: string;
}

/** The theme tokens the chart draws with: the palette, and text, grid and surface. */
export const PROBED_TOKENS = [...new Set([...CHART_PALETTE, 'textMuted', 'border', 'surface'] as const)];

/**
 * The theme's colours as the canvas needs them: read from hidden spans styled with the theme's variables, and
 * read again whenever the theme around the chart changes (a theme attribute or class on an ancestor).
 */
export function useThemeColours(probes: RefObject<HTMLSpanElement | null>): ChartColours | null {
  const [colours, setColours] = useState<ChartColours | null>(null);
  useLayoutEffect(() => {
    const holder = probes.current;
    if (!holder) return;
    const read = () => {
      const spans = [...holder.querySelectorAll<HTMLSpanElement>('[data-colour]')];
      const colourOf = (name: string) => {
        const span = spans.find((candidate) => candidate.dataset.colour === name);
        return span ? getComputedStyle(span).color : '';
      };
      const next: ChartColours = {
        lines: CHART_PALETTE.map((token) => colourOf(token)),
        text: colourOf('textMuted'),
        grid: colourOf('border'),
        surface: colourOf('surface'),
      };
      setColours((previous) => (previous && JSON.stringify(previous) === JSON.stringify(next) ? previous : next));
    };
    read();
    const observer = new MutationObserver(read);
    const themed = holder.closest('[data-theme]');
    if (themed) observer.observe(themed, { attributes: true, attributeFilter: ['class', 'data-theme'] });
    observer.observe(document.documentElement, { attributes: true, attributeFilter: ['class', 'data-theme', 'style'] });
    const media = globalThis.matchMedia?.('(prefers-color-scheme: dark)');
    media?.addEventListener('change', read);
    return () => {
      observer.disconnect();
      media?.removeEventListener('change', read);
    };
  }, [probes]);
  return colours;
}
