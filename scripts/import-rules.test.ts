// The import rules of .dependency-cruiser.mjs, run on small workspaces: import-rules-fixtures/clean follows every
// rule; each other fixture folder holds the files that, laid over the clean workspace, break one rule on purpose.
import { cpSync, mkdirSync, mkdtempSync, readdirSync, realpathSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { checkImports, violationsOf } from './import-rules.ts';

const FIXTURES = join(import.meta.dirname, 'import-rules-fixtures');
const workspaces: string[] = [];

afterEach(() => {
  for (const dir of workspaces.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/**
 * A workspace outside the repository (so that no import falls back on the real packages) made of the clean
 * fixture with `overlay` laid over it, and node_modules/@assess/<name> linking each package, as npm does.
 */
function workspace(overlay?: string): string {
  const dir = realpathSync(mkdtempSync(join(tmpdir(), 'import-rules-')));
  workspaces.push(dir);
  cpSync(join(FIXTURES, 'clean'), dir, { recursive: true });
  if (overlay) cpSync(join(FIXTURES, overlay), dir, { recursive: true });
  mkdirSync(join(dir, 'node_modules/@assess'), { recursive: true });
  for (const name of readdirSync(join(dir, 'packages'))) {
    symlinkSync(join(dir, 'packages', name), join(dir, 'node_modules/@assess', name), 'dir');
  }
  return dir;
}

async function violations(overlay?: string) {
  const result = await checkImports(workspace(overlay));
  return {
    modules: result.modules,
    found: violationsOf(result)
      .map((violation) => ({ rule: violation.rule.name, from: violation.from, to: violation.to }))
      .sort((a, b) => `${a.rule} ${a.from} ${a.to}`.localeCompare(`${b.rule} ${b.from} ${b.to}`)),
    cycles: violationsOf(result)
      .filter((violation) => violation.rule.name === 'no-circular')
      .map((violation) => [violation.from, ...(violation.cycle ?? []).map((step) => step.name)]),
  };
}

describe('import rules', () => {
  it('pass a workspace that follows them, resolving @assess/<name> to the package sources', async () => {
    const { modules, found } = await violations();

    expect(found).toEqual([]);
    // The imports resolve as in the workspace: @assess/<name> to the package's sources (through the
    // "@assess/source" condition), and the server's './x.js' to './x.ts'.
    const unresolved = modules.flatMap((module) => module.dependencies.filter((dependency) => dependency.couldNotResolve));
    expect(unresolved).toEqual([]);
    const importsOf = (source: string) =>
      modules.find((module) => module.source === source)?.dependencies.map((dependency) => dependency.resolved);
    expect(importsOf('packages/elements/src/index.ts')).toEqual([
      'packages/assessments/src/index.ts',
      'packages/reports/src/index.ts',
    ]);
    expect(importsOf('server/src/product/index.ts')).toEqual([
      'server/src/product/assessments/index.ts',
      'server/src/product/files/index.ts',
    ]);
  });

  it('report a screen package importing another, by package name or relative path, and a test beyond helpers', async () => {
    const { found } = await violations('screen-to-screen');

    expect(found).toEqual([
      { rule: 'no-screen-to-screen', from: 'packages/assessments/src/Details.ts', to: 'packages/reports/src/index.ts' },
      { rule: 'no-screen-to-screen', from: 'packages/reports/src/index.ts', to: 'packages/assessments/src/index.ts' },
      { rule: 'no-screen-to-screen', from: 'packages/reports/src/Reports.test.ts', to: 'packages/assessments/src/index.ts' },
    ]);
  });

  it('report core or a shared package importing a screen, and core importing ui', async () => {
    const { found } = await violations('shared-to-screen');

    expect(found).toEqual([
      { rule: 'no-core-to-ui', from: 'packages/core/src/views.ts', to: 'packages/ui/src/index.ts' },
      { rule: 'no-shared-to-screen', from: 'packages/core/src/views.ts', to: 'packages/reports/src/index.ts' },
      { rule: 'no-shared-to-screen', from: 'packages/marking/src/Extra.ts', to: 'packages/assessments/src/index.ts' },
    ]);
  });

  it("report a server area importing another area's internals, from code or from a test", async () => {
    const { found } = await violations('area-internals');

    expect(found).toEqual([
      {
        rule: 'no-area-internals',
        from: 'server/src/product/assessments/plugin.ts',
        to: 'server/src/product/files/repository.ts',
      },
      {
        rule: 'no-area-internals',
        from: 'server/src/product/files/files.test.ts',
        to: 'server/src/product/assessments/plugin.ts',
      },
    ]);
  });

  it('report a server folder importing a folder above it in the layers, or a folder in no layer', async () => {
    const { found } = await violations('server-layers');

    expect(found).toEqual([
      { rule: 'no-server-layer-upward', from: 'server/src/config/index.ts', to: 'server/src/product/errors.ts' },
      { rule: 'no-server-layer-upward', from: 'server/src/guards/local-only.ts', to: 'server/src/http/app.ts' },
      { rule: 'server-folder-in-layers', from: 'server/src/http/static.ts', to: 'server/src/widgets/index.ts' },
    ]);
  });

  it("report the product's shared or infrastructure code importing an area or a folder above it, and an area importing the root", async () => {
    const { found } = await violations('product-layers');

    expect(found).toEqual([
      { rule: 'no-infrastructure-to-area', from: 'server/src/product/shared/queue.ts', to: 'server/src/product/files/index.ts' },
      { rule: 'no-infrastructure-upward', from: 'server/src/product/grading/index.ts', to: 'server/src/product/pdf/index.ts' },
      { rule: 'no-infrastructure-upward', from: 'server/src/product/shared/limits.ts', to: 'server/src/product/storage/index.ts' },
      { rule: 'no-product-root-from-below', from: 'server/src/product/usage/plugin.ts', to: 'server/src/product/plugins.ts' },
    ]);
  });

  it("report an area's file other than its repository reaching the database module, type-only imports included", async () => {
    const { found } = await violations('sql-outside-repository');

    expect(found).toEqual([
      { rule: 'sql-in-repositories', from: 'server/src/product/usage/counts.ts', to: 'server/src/db/index.ts' },
    ]);
  });

  it('report SQL run outside a repository through a handle, in an area or outside the product, and no other call', async () => {
    const { found } = await violations('queries-outside-repositories');

    // The area's file imports nothing of the database (no import rule sees it); the REST subset may import it. The
    // repository, the test, the service below the REST subset and the clean workspace's regular expression are
    // not reported.
    expect(found).toEqual([
      { rule: 'queries-in-repositories', from: 'server/src/product/usage/counts.ts', to: 'server/src/db/index.ts' },
      { rule: 'queries-in-repositories', from: 'server/src/rest/routes.ts', to: 'server/src/db/index.ts' },
    ]);
  });

  it('report import cycles, type-only imports included', async () => {
    const { found, cycles } = await violations('cycle');

    expect(found.map((violation) => violation.rule)).toEqual(found.map(() => 'no-circular'));
    const members = cycles.map((cycle) => [...new Set(cycle)].sort().join(' '));
    expect(new Set(members)).toEqual(
      new Set(['host/src/main.ts host/src/routes.ts', 'server/src/product/context.ts server/src/product/shared/access.ts']),
    );
  });
});
