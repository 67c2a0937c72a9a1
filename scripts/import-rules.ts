// Runs the workspace's import rules (.dependency-cruiser.mjs) with dependency-cruiser's API, and the check that the
// server's queries run in repositories (sql-places.ts), for `npm run check:imports` and for the test of the rule set.
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { cruise, type ICruiseResult, type IViolation } from 'dependency-cruiser';
import extractDepcruiseOptions from 'dependency-cruiser/config-utl/extract-depcruise-options';
import extractTSConfig from 'dependency-cruiser/config-utl/extract-ts-config';
import { queriesOutsideRepositories } from './sql-places.ts';

export const WORKSPACE_ROOT = resolve(import.meta.dirname, '..');

/** The folders the rules check: the packages, the host, lti and the server, tests included. */
export const CHECKED_FOLDERS = ['packages', 'host', 'lti', 'server'];

/**
 * Cruises `folders` of `baseDir` (the workspace by default) with the workspace's rules, and adds the queries run
 * outside repositories to its violations. Module paths in the result are relative to `baseDir`.
 */
export async function checkImports(baseDir: string = WORKSPACE_ROOT, folders: string[] = CHECKED_FOLDERS): Promise<ICruiseResult> {
  const options = await extractDepcruiseOptions(join(WORKSPACE_ROOT, '.dependency-cruiser.mjs'));
  const tsConfigFile = join(WORKSPACE_ROOT, options.tsConfig?.fileName ?? 'tsconfig.base.json');
  const present = folders.filter((folder) => existsSync(join(baseDir, folder)));
  const { output } = await cruise(
    present,
    { ...options, baseDir, tsConfig: { fileName: tsConfigFile } },
    {},
    { tsConfig: extractTSConfig(tsConfigFile) },
  );
  if (typeof output === 'string') throw new Error('dependency-cruiser returned a report instead of a result');
  const queries = present.includes('server') ? queriesOutsideRepositories(baseDir, WORKSPACE_ROOT) : [];
  output.summary.violations.push(...queries);
  output.summary.error += queries.length;
  return output;
}

/** The rule violations of a result (warnings and infos included, though the rules are all errors). */
export function violationsOf(result: ICruiseResult): IViolation[] {
  return result.summary.violations;
}
