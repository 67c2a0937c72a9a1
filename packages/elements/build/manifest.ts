// custom-elements.json from the definitions that defineElement() records: the element modules are loaded in
// Node through Vite (no DOM: elements are described, never registered) and each definition becomes one
// module entry (schema 2.1.0) with its attributes, properties, events, CSS parts and CSS properties. The
// descriptions come from each element's `*.docs.ts` module, which only this build reads.
import { writeFile } from 'node:fs/promises';
import { createServer, type InlineConfig } from 'vite';
import type { ElementDefinition, ElementDocs, PropDefinition } from '@assess/ui';
import { ALL_ID, DOCS_ID } from './element-registry.ts';

/** An element's definition with its documentation. */
export interface DocumentedDefinition extends ElementDefinition {
  docs: ElementDocs;
}

interface ManifestInputs {
  definitions: DocumentedDefinition[];
  builtInAttributes: readonly { name: string; type: string; description: string }[];
  themeProperties: readonly { name: string; light: string; dark: string }[];
}

const TYPE_TEXT: Record<PropDefinition['kind'], string> = {
  string: 'string',
  number: 'number',
  boolean: 'boolean',
  json: 'object',
  function: 'Function',
};

const BUILT_IN_ATTRIBUTES = [
  { name: 'theme', type: "'light' | 'dark' | 'system'", description: "Colour theme; 'system' (the default) follows prefers-color-scheme." },
  { name: 'api-base-url', type: 'string', description: 'Base URL of the product API; overrides configure().' },
  { name: 'auth-url', type: 'string', description: 'Base URL of the auth service; overrides configure().' },
  { name: 'access-token', type: 'string', description: 'Bearer token from a partner portal or an LTI launch; overrides configure().' },
  { name: 'link-base-url', type: 'string', description: 'Where links lead when no host handles assess-navigate.' },
];

function className(tagName: string): string {
  return `${tagName.replace(/(^|-)([a-z0-9])/g, (_match, _dash: string, letter: string) => letter.toUpperCase())}Element`;
}

/** The manifest for the given definitions (pure, so it can be checked without a build). */
export function buildManifest({ definitions, builtInAttributes, themeProperties }: ManifestInputs) {
  return {
    schemaVersion: '2.1.0',
    modules: definitions.map((definition) => {
      const path = `elements/${definition.tagName}.js`;
      const name = className(definition.tagName);
      const docs = definition.docs;
      const attributes = [
        ...definition.props
          .filter((prop) => prop.attribute !== null)
          .map((prop) => ({
            name: prop.attribute,
            fieldName: prop.name,
            type: { text: TYPE_TEXT[prop.kind] },
            ...(docs.props?.[prop.name] ? { description: docs.props[prop.name] } : {}),
          })),
        ...builtInAttributes.map((attribute) => ({
          name: attribute.name,
          type: { text: attribute.type },
          description: attribute.description,
          ...(attribute.name === 'theme' ? { fieldName: 'theme', default: "'system'" } : {}),
        })),
      ];
      const members = [
        ...definition.props.map((prop) => ({
          kind: 'field',
          name: prop.name,
          type: { text: TYPE_TEXT[prop.kind] },
          ...(prop.attribute ? { attribute: prop.attribute, reflects: true } : {}),
          ...(docs.props?.[prop.name] ? { description: docs.props[prop.name] } : {}),
        })),
        { kind: 'field', name: 'theme', type: { text: "'light' | 'dark' | 'system'" }, attribute: 'theme', reflects: true },
      ];
      const eventNames = new Set([...definition.events.map((event) => event.name), ...Object.keys(docs.events ?? {})]);
      return {
        kind: 'javascript-module',
        path,
        declarations: [
          {
            kind: 'class',
            name,
            tagName: definition.tagName,
            customElement: true,
            superclass: { name: 'HTMLElement' },
            ...(docs.summary ? { summary: docs.summary } : {}),
            ...(docs.description ? { description: docs.description } : {}),
            attributes,
            members,
            events: [...eventNames].map((eventName) => ({
              name: eventName,
              type: { text: 'CustomEvent' },
              ...(docs.events?.[eventName as `assess-${string}`] ? { description: docs.events[eventName as `assess-${string}`] } : {}),
            })),
            cssParts: [
              { name: 'base', description: 'The themed wrapper around the whole element.' },
              ...Object.entries(docs.cssParts ?? {}).map(([part, description]) => ({ name: part, description })),
            ],
            cssProperties: [
              ...Object.entries(docs.cssProperties ?? {}).map(([property, description]) => ({ name: property, description })),
              ...themeProperties.map((property) => ({
                name: property.name,
                default: property.light,
                description: `Theme value (dark: ${property.dark}).`,
              })),
            ],
          },
        ],
        exports: [
          { kind: 'custom-element-definition', name: definition.tagName, declaration: { name, module: path } },
        ],
      };
    }),
  };
}

/**
 * Loads every element module and its documentation in Node and writes custom-elements.json to file.
 * Returns the documentation by tag, for the check that no built chunk carries it.
 */
export async function writeManifest(config: InlineConfig, file: string): Promise<Record<string, ElementDocs>> {
  const server = await createServer(config);
  try {
    const { elementDefinitions } = (await server.ssrLoadModule(ALL_ID)) as {
      elementDefinitions: () => ElementDefinition[];
    };
    const { elementDocs } = (await server.ssrLoadModule(DOCS_ID)) as { elementDocs: Record<string, ElementDocs> };
    const { listThemeVars } = (await server.ssrLoadModule('@assess/ui')) as {
      listThemeVars: () => { name: string; light: string; dark: string }[];
    };
    const manifest = buildManifest({
      definitions: elementDefinitions().map((definition) => ({ ...definition, docs: elementDocs[definition.tagName] ?? {} })),
      builtInAttributes: BUILT_IN_ATTRIBUTES,
      themeProperties: listThemeVars(),
    });
    await writeFile(file, `${JSON.stringify(manifest, null, 2)}\n`);
    return elementDocs;
  } finally {
    await server.close();
  }
}
