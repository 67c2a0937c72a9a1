import { describe, expect, it } from 'vitest';
import { buildManifest } from './manifest.ts';

describe('buildManifest', () => {
  const manifest = buildManifest({
    definitions: [
      {
        tagName: 'assess-usage-summary',
        props: [
          { name: 'compact', kind: 'boolean', attribute: 'compact' },
          { name: 'plan', kind: 'json', attribute: null },
        ],
        events: [{ prop: 'onNavigate', name: 'assess-navigate' }],
        docs: { summary: 'Usage widget.', cssParts: { meter: 'A usage bar.' }, props: { compact: 'Smaller layout.' } },
      },
    ],
    builtInAttributes: [{ name: 'theme', type: "'light' | 'dark' | 'system'", description: 'Colour theme.' }],
    themeProperties: [{ name: '--assess-color-primary', light: '#00BFFF', dark: '#00BFFF' }],
  });
  const [module] = manifest.modules;
  const declaration = module?.declarations[0];

  it('describes each element as a custom element in its own module', () => {
    expect(manifest.schemaVersion).toBe('2.1.0');
    expect(module?.path).toBe('elements/assess-usage-summary.js');
    expect(declaration?.name).toBe('AssessUsageSummaryElement');
    expect(module?.exports).toEqual([
      {
        kind: 'custom-element-definition',
        name: 'assess-usage-summary',
        declaration: { name: 'AssessUsageSummaryElement', module: 'elements/assess-usage-summary.js' },
      },
    ]);
  });

  it('gives attributes to simple props only, and every prop a member', () => {
    expect(declaration?.attributes.map((attribute) => attribute.name)).toEqual(['compact', 'theme']);
    expect(declaration?.attributes[0]).toMatchObject({ fieldName: 'compact', description: 'Smaller layout.' });
    expect(declaration?.members.map((member) => member.name)).toEqual(['compact', 'plan', 'theme']);
    expect(declaration?.members[1]).toEqual({ kind: 'field', name: 'plan', type: { text: 'object' } });
  });

  it('lists events, CSS parts and CSS properties', () => {
    expect(declaration?.events).toEqual([{ name: 'assess-navigate', type: { text: 'CustomEvent' } }]);
    expect(declaration?.cssParts.map((part) => part.name)).toEqual(['base', 'meter']);
    expect(declaration?.cssProperties).toEqual([
      { name: '--assess-color-primary', default: '#00BFFF', description: 'Theme value (dark: #00BFFF).' },
    ]);
  });
});
