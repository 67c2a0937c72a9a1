import { describe, expect, it } from 'vitest';
import { inlineStylesheetImports } from './shadow-css.ts';

const REGISTRY = '/ui/element/style-registry.ts';

describe('inlineStylesheetImports', () => {
  it("turns vanilla-extract's stylesheet import into a registered string", () => {
    const compiled = "import '/app/Counter.css.ts.vanilla.css';\nexport var button = 'abc0';";
    expect(inlineStylesheetImports(compiled, REGISTRY)).toBe(
      `import { registerElementCss } from "${REGISTRY}";\n` +
        'import __assessElementCss0 from "/app/Counter.css.ts.vanilla.css?inline";registerElementCss(__assessElementCss0);\n' +
        "export var button = 'abc0';",
    );
  });

  it('keeps a query and handles several imports in order', () => {
    const code = 'import "a.css?used";\nimport "b.scss"\nconst x = 1;';
    const rewritten = inlineStylesheetImports(code, REGISTRY) ?? '';
    expect(rewritten).toContain('import __assessElementCss0 from "a.css?used&inline";registerElementCss(__assessElementCss0);');
    expect(rewritten).toContain('import __assessElementCss1 from "b.scss?inline";registerElementCss(__assessElementCss1);');
  });

  it('leaves modules without side-effect stylesheet imports alone', () => {
    expect(inlineStylesheetImports("import url from './x.css?url';\nimport React from 'react';", REGISTRY)).toBeNull();
  });
});
