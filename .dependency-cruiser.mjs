// Import rules of the workspace, checked by `npm run check:imports` (scripts/check-imports.ts) with
// dependency-cruiser; `npx depcruise packages host lti server` applies them too, with dependency-cruiser's own
// reports. The rule set itself is tested on small fixture trees in scripts/import-rules.test.ts.
//
// Paths in the rules are relative to the workspace root, after resolution: `@assess/<name>` resolves (through the
// "@assess/source" export condition) to packages/<name>/src, so an import by package name and one by relative
// path are caught alike.

/** The screen packages: each is one product screen (or a family of screens) and stands on its own. */
const SCREENS = ['assessments', 'validate', 'files', 'reports', 'analytics', 'management', 'usage-summary'];
const screens = `(${SCREENS.join('|')})`;

// Test code: *.test.ts(x) files and test helpers (testing.ts(x), anything under a testing/ folder). Tests may
// reach another screen's or area's test helpers (and, for areas, its public index.ts), nothing else of it.
const TEST_HELPERS = '/testing(\\.tsx?$|/)';
const TEST_CODE = ['\\.test\\.tsx?$', TEST_HELPERS];
const TEST_CODE_TAIL = '(.*\\.test\\.tsx?$|testing(\\.tsx?$|/)|.*/testing(\\.tsx?$|/))';

// A server product area is a folder of server/src/product other than shared/ (which the areas share). The first
// group of AREA is the area's name, used as $1 in the rules.
const PRODUCT = 'server/src/product';
const AREA = `${PRODUCT}/(?!shared/)([^/]+)`;
const OTHER_AREA = `${PRODUCT}/(?!shared/)[^/]+`;

// The folders of server/src in layers, lowest first (server/docs/shape.md): a folder's code imports only the
// folders below it, so no two folders import each other. Above every layer sit the entry point and the tools
// (main.ts, bench/, load/) and the tests' own folders (testing/, attacks/), which may import any of them; test code
// inside a layer may too (a test starts a whole server).
const SERVER_LAYERS = ['config', 'db', 'guards', 'mail', 'auth', 'roles', 'rest', 'product', 'demo', 'http'];
const SERVER_TOP = ['main\\.ts', 'bench', 'load', 'testing', 'attacks'];
const serverFolders = (folders) => `^server/src/(${folders.join('|')})(/|$)`;

// The product's infrastructure folders (no routes) in layers, lowest last: storage → cpu → pdf, grading → shared.
// A folder imports only the layers after its own; two folders of one layer do not import each other.
const INFRASTRUCTURE_LAYERS = [['storage'], ['cpu'], ['pdf', 'grading'], ['shared']];
const INFRASTRUCTURE = INFRASTRUCTURE_LAYERS.flat();
// An area: a folder of server/src/product that is neither infrastructure nor the tests' helpers.
const AREA_FOLDER = `${PRODUCT}/(?!(${[...INFRASTRUCTURE, 'testing'].join('|')})/)[^/]+/`;

// A process's entry point in an area (jobs/worker-main.ts, the worker process's) opens the database and passes it
// on: it imports the database module and runs no SQL, which the queries check (scripts/sql-places.ts) makes sure of.
const ENTRY_POINT = '/[^/]+-main\\.ts$';

/** @type {import('dependency-cruiser').IConfiguration} */
export default {
  forbidden: [
    {
      name: 'no-screen-to-screen',
      comment:
        'A screen package imports another screen package (by @assess/<name> or by relative path). Screens share ' +
        'code through core, ui or a shared package (such as packages/marking), never through each other.',
      severity: 'error',
      from: { path: `^packages/${screens}/`, pathNot: TEST_CODE },
      to: { path: `^packages/${screens}/`, pathNot: `^packages/$1/` },
    },
    {
      name: 'no-screen-to-screen',
      comment: "A screen's test or test helper imports another screen package beyond that package's test helpers.",
      severity: 'error',
      from: { path: `^packages/${screens}/${TEST_CODE_TAIL}` },
      to: { path: `^packages/${screens}/`, pathNot: [`^packages/$1/`, TEST_HELPERS] },
    },
    {
      name: 'no-shared-to-screen',
      comment:
        'A shared package (core, ui, or a shared package of views such as packages/marking) imports a screen ' +
        'package. Screens build on the shared packages, not the other way round.',
      severity: 'error',
      from: { path: '^packages/(core|ui|marking)/' },
      to: { path: `^packages/${screens}/` },
    },
    {
      name: 'no-core-to-ui',
      comment: 'core imports ui. core has no React and no views; ui builds on core.',
      severity: 'error',
      from: { path: '^packages/core/' },
      to: { path: '^packages/ui/' },
    },
    {
      name: 'no-area-internals',
      comment:
        "A server product area (server/src/product/<area>/) imports another area's internals. Across areas only " +
        "the other area's public server/src/product/<other>/index.ts is allowed; what several areas share lives " +
        'outside the areas (server/src/product/*.ts, server/src/product/shared/, server/src/{db,auth,http,...}).',
      severity: 'error',
      from: { path: `^${AREA}/`, pathNot: TEST_CODE },
      to: { path: `^${OTHER_AREA}/`, pathNot: [`^${PRODUCT}/$1/`, `^${OTHER_AREA}/index\\.ts$`] },
    },
    {
      name: 'no-area-internals',
      comment: "An area's test or test helper imports another area beyond its public index.ts and its test helpers.",
      severity: 'error',
      from: { path: `^${AREA}/${TEST_CODE_TAIL}` },
      to: { path: `^${OTHER_AREA}/`, pathNot: [`^${PRODUCT}/$1/`, `^${OTHER_AREA}/index\\.ts$`, TEST_HELPERS] },
    },
    ...SERVER_LAYERS.map((folder, index) => ({
      name: 'no-server-layer-upward',
      comment:
        `server/src/${folder}/ imports a folder above it. The folders of server/src form layers (SERVER_LAYERS, ` +
        'lowest first; server/docs/shape.md): what two folders share moves down to a folder below both.',
      severity: 'error',
      from: { path: `^server/src/${folder}/`, pathNot: TEST_CODE },
      to: { path: serverFolders([...SERVER_LAYERS.slice(index + 1), ...SERVER_TOP]) },
    })),
    {
      name: 'server-folder-in-layers',
      comment:
        'A file imports a folder of server/src that has no place in the layers: a new folder goes into ' +
        'SERVER_LAYERS (or SERVER_TOP for tools and tests) and into server/docs/shape.md.',
      severity: 'error',
      from: { path: '^server/src/' },
      to: { path: '^server/src/[^/]+/', pathNot: serverFolders([...SERVER_LAYERS, ...SERVER_TOP]) },
    },
    {
      name: 'no-infrastructure-to-area',
      comment:
        "The product's shared/ or an infrastructure folder (storage, cpu, pdf, grading) imports an area. They " +
        'serve the areas and know none of them: what an area needs of them is passed in.',
      severity: 'error',
      from: { path: `^${PRODUCT}/(${INFRASTRUCTURE.join('|')})/`, pathNot: TEST_CODE },
      to: { path: `^${AREA_FOLDER}` },
    },
    ...INFRASTRUCTURE_LAYERS.map((layer, index) => ({
      name: 'no-infrastructure-upward',
      comment:
        `The product's ${layer.join(' or ')} imports an infrastructure folder above it or beside it. They import ` +
        'each other one way only: storage → cpu → pdf, grading → shared.',
      severity: 'error',
      from: { path: `^${PRODUCT}/(${layer.join('|')})/`, pathNot: TEST_CODE },
      to: {
        path: `^${PRODUCT}/(${INFRASTRUCTURE_LAYERS.slice(0, index + 1).flat().join('|')})/`,
        pathNot: `^${PRODUCT}/$1/`,
      },
    })),
    {
      name: 'no-product-root-from-below',
      comment:
        "A folder of server/src/product imports the product's root plugins.ts or index.ts, which compose the " +
        'areas: nothing below them imports them, except tests and test helpers.',
      severity: 'error',
      from: { path: `^${PRODUCT}/[^/]+/`, pathNot: TEST_CODE },
      to: { path: `^${PRODUCT}/(plugins|index)\\.ts$` },
    },
    {
      name: 'sql-in-repositories',
      comment:
        "A file of an area other than its repository.ts imports the database module (server/src/db). An area's " +
        'SQL lives in its repository.ts; the other files call it, and take the types of a database or ' +
        'transaction they pass on from it. A query run through a handle the file was given (product.db) imports ' +
        'nothing: `npm run check:imports` catches that with the queries check (queries-in-repositories, ' +
        'scripts/sql-places.ts), over every server file.',
      severity: 'error',
      from: { path: `^${AREA_FOLDER}`, pathNot: [...TEST_CODE, '/repository\\.ts$', ENTRY_POINT] },
      to: { path: '^server/src/db/' },
    },
    {
      name: 'no-circular',
      comment:
        'An import cycle, anywhere. Type-only imports count: they are erased at run time, so they cannot break ' +
        'module loading, but a cycle through types still ties the modules together (none of them can be moved ' +
        'or split out alone), and the tree has few enough of them that counting them keeps the rule useful; ' +
        'a cycle that goes only through types is broken by moving the shared type to the side that owns it.',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
  ],
  options: {
    // Only the workspace's own code; third-party modules are neither followed nor checked.
    doNotFollow: { path: ['node_modules'] },
    includeOnly: '^(packages|host|lti|server)/',
    exclude: { path: ['(^|/)(dist|dist-types|coverage|node_modules)/', '^scripts/import-rules-fixtures/'] },
    // Type-only imports are dependencies too (see no-circular).
    tsPreCompilationDeps: true,
    // The compiler options every project of the workspace extends (the root tsconfig.json only lists the
    // projects). No project uses `paths`: workspace packages resolve through their package.json exports.
    tsConfig: { fileName: 'tsconfig.base.json' },
    // The server and lti import their TypeScript siblings as './x.js' (NodeNext); dependency-cruiser maps those to
    // './x.ts' itself.
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      // Workspace packages resolve to their TypeScript sources, as in Vite, Vitest and tsc.
      conditionNames: ['@assess/source', 'import', 'require', 'node', 'default', 'types'],
      mainFields: ['module', 'main', 'types', 'typings'],
    },
    skipAnalysisNotInRules: true,
  },
};
