// The server's SQL runs in repositories (server/docs/shape.md). dependency-cruiser sees imports, so its rule
// sql-in-repositories catches a file that imports the database module; a file that runs a query through a handle it
// was given (`product.db.query(...)`, `tx.query(...)`) imports nothing of the database and is caught here instead:
// every call of a database's `query` or `exec` in the server is found with the TypeScript compiler, by what the
// method is (declared by the database module or a database driver), not by its name, so a regular expression's
// `exec` is no query.
import { existsSync, readdirSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import ts from 'typescript';
import type { IViolation } from 'dependency-cruiser';

export const QUERIES_RULE = 'queries-in-repositories';

/** The server's files, relative to the workspace root; the LTI pages' browser scripts are not server code. */
const SERVER_FILES = /^server\/src\/(?!product\/lti\/browser\/).*(?<!\.d)\.ts$/;

/**
 * Where a server file may run SQL:
 * - a folder's `repository.ts` (each area's, the REST subset's, the demo's);
 * - the folders of server/src below the REST subset in the layers (config, db, guards, mail, auth, roles): the
 *   database itself and the services built directly on it (users, sessions, roles, rate limits, the outbox);
 * - the product's `shared/`: the data access several areas share (the visibility rules, the mark scheme readings,
 *   the job queue's adapter);
 * - tests, test helpers and the tools above the layers (bench, load, testing, attacks).
 */
export const SQL_PLACES = [
  /\/repository\.ts$/,
  /^server\/src\/(config|db|guards|mail|auth|roles)\//,
  /^server\/src\/product\/shared\//,
  /^server\/src\/(bench|load|testing|attacks)\//,
  /\.test\.ts$/,
  /\/testing(\.ts$|\/)/,
];

/** What runs SQL: a `query` or `exec` declared by the database module or a database driver. */
const QUERY_METHODS = new Set(['query', 'exec']);
const DATABASE_DECLARATIONS = /(^|\/)server\/src\/db\/|\/node_modules\/(pg|@types\/pg|@electric-sql\/pglite)\//;

function filesUnder(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name));
}

/** The compiler options of the workspace's projects (tsconfig.base.json of `workspaceRoot`), for the server. */
function compilerOptions(workspaceRoot: string): ts.CompilerOptions {
  const file = join(workspaceRoot, 'tsconfig.base.json');
  const { config } = ts.readConfigFile(file, (path) => ts.sys.readFile(path));
  const { options } = ts.parseJsonConfigFileContent(config, ts.sys, workspaceRoot, undefined, file);
  return { ...options, types: ['node'], noEmit: true, composite: false, declaration: false, declarationMap: false, sourceMap: false };
}

/**
 * The calls that run SQL in server files of `baseDir` outside the places SQL_PLACES names: one violation per file
 * and database module, from the file to where the method it calls is declared.
 */
export function queriesOutsideRepositories(baseDir: string, workspaceRoot: string): IViolation[] {
  const relativeOf = (path: string) => relative(baseDir, path).split(sep).join('/');
  const serverFiles = filesUnder(join(baseDir, 'server/src')).filter((path) => SERVER_FILES.test(relativeOf(path)));
  const checked = new Set(serverFiles.filter((path) => !SQL_PLACES.some((place) => place.test(relativeOf(path)))));
  if (checked.size === 0) return [];
  const program = ts.createProgram({ rootNames: [...checked], options: compilerOptions(workspaceRoot) });
  const checker = program.getTypeChecker();
  const found = new Map<string, IViolation>();
  for (const source of program.getSourceFiles()) {
    if (!checked.has(source.fileName.split('/').join(sep))) continue;
    const from = relativeOf(source.fileName);
    const visit = (node: ts.Node): void => {
      if (ts.isCallExpression(node) && ts.isPropertyAccessExpression(node.expression) && QUERY_METHODS.has(node.expression.name.text)) {
        const declaration = checker
          .getSymbolAtLocation(node.expression.name)
          ?.declarations?.map((candidate) => candidate.getSourceFile().fileName)
          .find((fileName) => DATABASE_DECLARATIONS.test(fileName));
        if (declaration) {
          const to = declaration.includes('/node_modules/') ? declaration.slice(declaration.lastIndexOf('/node_modules/') + 1) : relativeOf(declaration);
          found.set(`${from}\n${to}`, { rule: { name: QUERIES_RULE, severity: 'error' }, from, to });
        }
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return [...found.values()].sort((a, b) => `${a.from} ${a.to}`.localeCompare(`${b.from} ${b.to}`));
}
