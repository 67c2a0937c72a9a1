import { render } from '@testing-library/react';
import axe from 'axe-core';
import { describe, expect, it } from 'vitest';
import { Gallery } from './testing/Gallery.tsx';

describe('primitives together', () => {
  it('have no axe violations', async () => {
    const { container } = render(
      <main>
        <h1>Gallery</h1>
        <Gallery />
      </main>,
    );
    const results = await axe.run(container, {
      // jsdom does not lay out or paint, so contrast is computed from the theme tokens in the theme tests instead.
      rules: { 'color-contrast': { enabled: false } },
    });
    const violations = results.violations.map((violation) => ({
      id: violation.id,
      nodes: violation.nodes.map((node) => node.html.slice(0, 100)),
    }));
    expect(violations).toEqual([]);
  });
});
