// A Vite plugin that moves every stylesheet of the element build into the elements' shadow roots.
//
// vanilla-extract compiles each `*.css.ts` file into a module that imports a virtual `*.vanilla.css` file
// for its side effect, and Vite would gather such CSS into files linked from document.head, where it can
// neither reach into a shadow root nor stay out of the partner's page. This plugin rewrites each
// side-effect stylesheet import (`import "x.css"`) into a string import (`import css from "x.css?inline"`)
// followed by registerElementCss(css), which makes a constructable stylesheet that every element's shadow
// root adopts. The build then fails if any CSS file would still be emitted.
import type { Plugin } from 'vite';

export interface ShadowCssOptions {
  /** Absolute path of the module that exports registerElementCss (the elements' style registry). */
  registry: string;
}

const STYLESHEET_ID = /\.(css|less|sass|scss|styl|stylus|pcss|postcss|sss)(\?|$)/;
const SIDE_EFFECT_IMPORT = /\bimport\s*(["'])([^"'\n]+?\.(?:css|less|sass|scss|styl|stylus|pcss|postcss|sss)(?:\?[^"'\n]*)?)\1\s*;?/g;

/** Rewrites side-effect stylesheet imports in one module; returns null when there are none. */
export function inlineStylesheetImports(code: string, registry: string): string | null {
  let count = 0;
  const rewritten = code.replace(SIDE_EFFECT_IMPORT, (_statement, _quote: string, specifier: string) => {
    const name = `__assessElementCss${count++}`;
    const inline = specifier.includes('?') ? `${specifier}&inline` : `${specifier}?inline`;
    return `import ${name} from ${JSON.stringify(inline)};registerElementCss(${name});`;
  });
  if (count === 0) return null;
  return `import { registerElementCss } from ${JSON.stringify(registry)};\n${rewritten}`;
}

export function shadowCss({ registry }: ShadowCssOptions): Plugin {
  return {
    name: 'assess-shadow-css',
    // After vanilla-extract has turned `*.css.ts` into JavaScript with its stylesheet import.
    enforce: 'post',
    transform(code, id) {
      if (STYLESHEET_ID.test(id) || !code.includes('import')) return null;
      const rewritten = inlineStylesheetImports(code, registry);
      // Registering the CSS is the module's side effect: keep it even where a package says it has none.
      return rewritten === null ? null : { code: rewritten, map: null, moduleSideEffects: true };
    },
    generateBundle(_options, bundle) {
      const leaked = Object.keys(bundle).filter((fileName) => fileName.endsWith('.css'));
      if (leaked.length > 0) {
        this.error(`CSS outside the shadow roots: ${leaked.join(', ')}. Import stylesheets for their side effect only.`);
      }
    },
  };
}
