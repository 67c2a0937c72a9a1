// Virtual modules generated from the element registry:
//  - `virtual:assess-elements`: `loaders`, each tag with a function that imports the chunk defining it
//    (each is the element's own entry chunk, so the autoloader and direct imports share one file);
//  - `virtual:assess-elements/all`: imports every element's define module (the script-tag bundle and
//    custom-elements.json use it) and re-exports the definitions recorded by defineElement();
//  - `virtual:assess-elements/docs`: `elementDocs`, each tag with the documentation in the `*.docs.ts` module
//    beside its define module (`define.ts` -> `define.docs.ts`), for custom-elements.json only: no element
//    chunk imports it, so the documentation never ships.
import { existsSync } from 'node:fs';
import type { Plugin } from 'vite';

export const LOADERS_ID = 'virtual:assess-elements';
export const ALL_ID = 'virtual:assess-elements/all';
export const DOCS_ID = 'virtual:assess-elements/docs';

/** The documentation module of an element defined in file: `define.ts` -> `define.docs.ts`. */
export function docsModuleFor(file: string): string {
  return file.replace(/\.[cm]?[jt]sx?$/, '.docs.ts');
}

export function elementRegistry(elements: Readonly<Record<string, string>>): Plugin {
  const entries = Object.entries(elements);
  return {
    name: 'assess-element-registry',
    resolveId(id) {
      return id === LOADERS_ID || id === ALL_ID || id === DOCS_ID ? `\0${id}` : null;
    },
    async load(id) {
      if (id === `\0${LOADERS_ID}`) {
        const loaders = entries.map(([tag, module]) => `${JSON.stringify(tag)}: () => import(${JSON.stringify(module)})`);
        return `export const loaders = {\n${loaders.join(',\n')}\n};\n`;
      }
      if (id === `\0${ALL_ID}`) {
        const imports = entries.map(([, module]) => `import ${JSON.stringify(module)};`);
        return `${imports.join('\n')}\nexport { elementDefinitions } from '@assess/ui';\n`;
      }
      if (id === `\0${DOCS_ID}`) {
        const imports: string[] = [];
        const docs: string[] = [];
        for (const [tag, module] of entries) {
          const resolved = await this.resolve(module);
          if (!resolved) throw new Error(`${tag}: cannot resolve its define module ${module}.`);
          const file = docsModuleFor(resolved.id.split('?', 1)[0]!);
          if (!existsSync(file)) continue;
          imports.push(`import docs${docs.length} from ${JSON.stringify(file)};`);
          docs.push(`${JSON.stringify(tag)}: docs${docs.length}`);
        }
        return `${imports.join('\n')}\nexport const elementDocs = {\n${docs.join(',\n')}\n};\n`;
      }
      return null;
    },
  };
}
