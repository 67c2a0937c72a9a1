// Virtual modules generated from the element registry:
//  - `virtual:assess-elements`: `loaders`, each tag with a function that imports the chunk defining it
//    (each is the element's own entry chunk, so the autoloader and direct imports share one file);
//  - `virtual:assess-elements/all`: imports every element's define module (the script-tag bundle and
//    custom-elements.json use it) and re-exports the definitions recorded by defineElement().
import type { Plugin } from 'vite';

export const LOADERS_ID = 'virtual:assess-elements';
export const ALL_ID = 'virtual:assess-elements/all';

export function elementRegistry(elements: Readonly<Record<string, string>>): Plugin {
  const entries = Object.entries(elements);
  return {
    name: 'assess-element-registry',
    resolveId(id) {
      return id === LOADERS_ID || id === ALL_ID ? `\0${id}` : null;
    },
    load(id) {
      if (id === `\0${LOADERS_ID}`) {
        const loaders = entries.map(([tag, module]) => `${JSON.stringify(tag)}: () => import(${JSON.stringify(module)})`);
        return `export const loaders = {\n${loaders.join(',\n')}\n};\n`;
      }
      if (id === `\0${ALL_ID}`) {
        const imports = entries.map(([, module]) => `import ${JSON.stringify(module)};`);
        return `${imports.join('\n')}\nexport { elementDefinitions } from '@assess/ui';\n`;
      }
      return null;
    },
  };
}
