// Lets Node run the TypeScript sources directly: NodeNext imports name "./x.js", which exists only after a
// build, so a missing relative ".js" file resolves to the ".ts" file beside it.
import { existsSync } from 'node:fs';
import { registerHooks } from 'node:module';
import { fileURLToPath } from 'node:url';

registerHooks({
  resolve(specifier, context, nextResolve) {
    if (specifier.startsWith('.') && specifier.endsWith('.js') && context.parentURL?.startsWith('file:')) {
      const url = new URL(specifier, context.parentURL);
      if (!existsSync(fileURLToPath(url))) {
        const ts = new URL(url.href.replace(/\.js$/, '.ts'));
        if (existsSync(fileURLToPath(ts))) return nextResolve(ts.href, context);
      }
    }
    return nextResolve(specifier, context);
  },
});
