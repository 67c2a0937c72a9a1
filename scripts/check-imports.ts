// `npm run check:imports`: checks the import rules of .dependency-cruiser.mjs over the packages, the host, lti and
// the server, and that the server's queries run in repositories (sql-places.ts), and prints a short report. Exits with 1 when a rule is broken. `--verbose` lists every import that
// breaks a rule instead of folding them by folder.
import type { IViolation } from 'dependency-cruiser';
import { CHECKED_FOLDERS, checkImports } from './import-rules.ts';
import { QUERIES_RULE } from './sql-places.ts';

const verbose = process.argv.includes('--verbose');
const started = performance.now();
const result = await checkImports();
const { violations, totalCruised, totalDependenciesCruised } = result.summary;
const seconds = ((performance.now() - started) / 1000).toFixed(1);

console.log(
  `Import rules: ${totalCruised} modules, ${totalDependenciesCruised} imports in ${CHECKED_FOLDERS.join(', ')} (${seconds}s)`,
);

const byRule = groupBy(violations, (violation) => violation.rule.name);
for (const [rule, list] of [...byRule].sort(([a], [b]) => a.localeCompare(b))) {
  const lines = rule === 'no-circular' ? cycles(list) : verbose ? imports(list) : foldered(rule, list);
  console.log(`\n${rule}: ${list.length} violation${list.length === 1 ? '' : 's'}`);
  for (const line of lines) console.log(`  ${line}`);
}

if (violations.length > 0) {
  const counts = [...byRule].map(([rule, list]) => `${rule} ${list.length}`).join(', ');
  console.log(`\n✗ ${violations.length} import rule violation${violations.length === 1 ? '' : 's'} (${counts})`);
  process.exitCode = 1;
} else {
  console.log('✓ no import rule violations');
}

function imports(list: IViolation[]): string[] {
  return list.map((violation) => `${violation.from} → ${violation.to}`).sort();
}

/** Each cycle once, however many of its imports dependency-cruiser reports. */
function cycles(list: IViolation[]): string[] {
  const seen = new Map<string, string>();
  for (const violation of list) {
    const members = [violation.from, ...(violation.cycle ?? []).map((step) => step.name)];
    const key = [...new Set(members)].sort().join('\n');
    if (!seen.has(key)) seen.set(key, members.join(' → '));
  }
  return [...seen.values()].sort();
}

/** The folder a module is folded by: a folder of server/src/product or of server/src, or a package. */
const FOLDER = /^(server\/src\/product\/|server\/src\/|packages\/)([^/]+)\//;

/**
 * Imports folded by the pair of folders they connect (server areas or folders, screen packages), with the modules
 * involved; for a rule on one folder's own files (its SQL outside a repository), the files that break it.
 */
function foldered(rule: string, list: IViolation[]): string[] {
  if (rule === 'sql-in-repositories' || rule === QUERIES_RULE) return [...new Set(list.map((violation) => violation.from))].sort();
  const pairs = groupBy(list, (violation) => `${FOLDER.exec(violation.from)?.[2]} → ${FOLDER.exec(violation.to)?.[2]}`);
  return [...pairs]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([pair, found]) => {
      const targets = [...new Set(found.map((violation) => violation.to.replace(FOLDER, '')))].sort();
      return `${pair} (${found.length}): ${targets.join(', ')}`;
    });
}

function groupBy<T>(items: T[], key: (item: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const item of items) groups.set(key(item), [...(groups.get(key(item)) ?? []), item]);
  return groups;
}
