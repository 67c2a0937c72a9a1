import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

// Code and documents cite the product's rules as 'spec 01 §5', 'spec 02 §2 and §3' or 'decision 14': the two
// specifications and the binding decisions kept in docs/spec. A citation is only worth its words if it leads
// somewhere, so each one must name a section or a decision that exists there.

const root = join(import.meta.dirname, '..');
const SPECS: Record<string, string> = { '01': 'docs/spec/01-platform-and-accounts.md', '02': 'docs/spec/02-assessments-files-reports.md' };
const DECISIONS = 'docs/spec/decisions.md';

const read = (path: string) => readFileSync(join(root, path), 'utf8');

/** The numbers of a document's top sections ('## 5. Validation rules') or of its numbered decisions ('14. **...'). */
const numbered = (text: string, pattern: RegExp) => new Set([...text.matchAll(pattern)].map((match) => Number(match[1])));

function citingFiles(): string[] {
  const tracked = execFileSync('git', ['ls-files', '-co', '--exclude-standard'], { cwd: root, encoding: 'utf8' }).split('\n');
  return tracked.filter((path) => /\.(ts|tsx|mts|mjs|md)$/.test(path) && !path.startsWith('docs/spec/') && !path.includes('/dist/') && path !== 'scripts/spec-citations.test.ts');
}

interface Citation {
  file: string;
  text: string;
  spec: string | null;
  numbers: number[];
}

function citationsIn(file: string, text: string): Citation[] {
  const found: Citation[] = [];
  for (const match of text.matchAll(/\b[Ss]pec (0\d)((?:(?: |, | and | or |, and |-)§\d+)+)/g)) {
    found.push({ file, text: match[0], spec: match[1]!, numbers: [...match[2]!.matchAll(/§(\d+)/g)].map((part) => Number(part[1])) });
  }
  for (const match of text.matchAll(/\b[Dd]ecisions? (\d+(?:(?:, | and | or |, and )\d+)*)/g)) {
    found.push({ file, text: match[0], spec: null, numbers: [...match[1]!.matchAll(/\d+/g)].map((part) => Number(part[0])) });
  }
  return found;
}

describe('citations of the product rules', () => {
  const sections = Object.fromEntries(Object.entries(SPECS).map(([key, path]) => [key, numbered(read(path), /^## (\d+)\. /gm)]));
  const decisions = numbered(read(DECISIONS), /^(\d+)\. \*\*/gm);
  const citations = citingFiles().flatMap((file) => citationsIn(file, read(file)));

  it('reads the specifications and the decisions kept in the repository', () => {
    expect(sections['01']!.size).toBeGreaterThanOrEqual(9);
    expect(sections['02']!.size).toBeGreaterThanOrEqual(9);
    expect(decisions.size).toBeGreaterThanOrEqual(23);
    expect(citations.filter(({ spec }) => spec).length).toBeGreaterThan(100);
    expect(citations.filter(({ spec }) => !spec).length).toBeGreaterThan(100);
  });

  it('names only sections and decisions that exist', () => {
    const broken = citations
      .filter(({ spec, numbers }) => numbers.some((number) => !(spec ? sections[spec]?.has(number) : decisions.has(number))))
      .map(({ file, text }) => `${file}: ${text}`);
    expect(broken).toEqual([]);
  });

  it('finds a citation of a section that does not exist', () => {
    const [citation] = citationsIn('example.ts', '// As spec 02 §12 says.');
    expect(citation).toEqual({ file: 'example.ts', text: 'spec 02 §12', spec: '02', numbers: [12] });
    expect(sections['02']!.has(12)).toBe(false);
  });
});
