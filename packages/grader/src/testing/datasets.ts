// The graded data sets the grader is trained, calibrated and measured on are kept outside the repository (each
// carries its own licence and attribution): in `shared/datasets` beside the repository's folder, or in the folder
// GRADER_DATASETS names. A test that needs one is skipped without it on a developer's machine; under CI (`CI`
// set) it fails instead, saying where it looked, so a green CI run has measured the grader on them.
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The folder the data sets are read from. */
export const DATASETS = process.env.GRADER_DATASETS ? resolve(process.env.GRADER_DATASETS) : fileURLToPath(new URL('../../../../../shared/datasets/', import.meta.url));

function isCi(): boolean {
  const value = process.env.CI?.trim().toLowerCase();
  return Boolean(value) && value !== 'false' && value !== '0';
}

/** A data set's path, and why a test that needs it is skipped (never under CI: there its absence throws). */
export function dataset(file: string): { path: string; skip?: string } {
  const path = resolve(DATASETS, file);
  if (existsSync(path)) return { path };
  const skip = `the data set ${file} is not in ${DATASETS} (set GRADER_DATASETS to its folder)`;
  if (isCi()) throw new Error(`CI is set, so the tests on the grader's data sets may not be skipped, and they cannot run: ${skip}`);
  return { path, skip };
}
