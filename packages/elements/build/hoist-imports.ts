// Lists, in each entry chunk, every chunk it needs however deeply, so that the browser asks for all of them as soon
// as it has read the entry. Without this, a chunk that only another chunk imports (the bundler's helpers, which
// only the runtime imports) is asked for one round trip later, after the chunk that imports it has arrived.
import { dirname, posix, relative } from 'node:path';
import type { Plugin } from 'vite';

/** The import specifier of `file` from a chunk in `fromDir` (both relative to the output folder). */
function specifierFrom(fromDir: string, file: string): string {
  const path = relative(fromDir, file).split('\\').join(posix.sep);
  return path.startsWith('.') ? path : `./${path}`;
}

export function hoistTransitiveImports(): Plugin {
  return {
    name: 'assess-hoist-transitive-imports',
    // Before the build's other generateBundle hooks: the compressed copies are made from the code as it is then.
    enforce: 'pre',
    generateBundle(_options, bundle) {
      const importsOf = (file: string): readonly string[] => {
        const output = bundle[file];
        return output?.type === 'chunk' ? output.imports : [];
      };
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk' || !chunk.isEntry) continue;
        const needed = new Set<string>();
        const visit = (file: string) => {
          for (const imported of importsOf(file)) {
            if (needed.has(imported)) continue;
            needed.add(imported);
            visit(imported);
          }
        };
        visit(chunk.fileName);
        const missing = [...needed].filter((file) => !chunk.imports.includes(file));
        if (missing.length === 0) continue;
        // After the code (and before the source map comment): each is already evaluated by then (an earlier import
        // imports it), so the order in which modules run is unchanged, and the lines the source map describes stay
        // where they are.
        const fromDir = dirname(chunk.fileName);
        const hoisted = missing.map((file) => `import${JSON.stringify(specifierFrom(fromDir, file))};`).join('');
        const mapComment = chunk.code.lastIndexOf('\n//# sourceMappingURL=');
        chunk.code =
          mapComment < 0 ? `${chunk.code}\n${hoisted}\n` : `${chunk.code.slice(0, mapComment)}\n${hoisted}${chunk.code.slice(mapComment)}`;
        chunk.imports.push(...missing);
      }
    },
  };
}
