import Papa from 'papaparse';
import { studentRequestSchema } from '../../schemas/management.js';

/** One student read from an import file, with what keeps it from being saved (empty when it can be). */
export interface StudentImportRow {
  /** The row's line number in the file (the header is line 1), as the preview shows it. */
  line: number;
  name: string;
  email: string;
  student_id: string;
  /** The name of one of the teacher's classes, or empty. */
  class_name: string;
  problems: string[];
}

export const STUDENT_IMPORT_MESSAGES = {
  empty: 'The file holds no students.',
  duplicateEmail: 'This email appears more than once in the file',
  existingEmail: 'A student with this email already exists',
  unknownClass: (name: string) => `Class "${name}" not found: choose a class for the whole file, or name one of your classes`,
  severalClasses: (name: string, classes: readonly string[]) => `"${name}" is the year group of ${classes.length} classes (${classes.join(', ')}): choose one for the whole file`,
} as const;

/** The columns an import file has, in the order they are read when the file has no header row. */
export const STUDENT_IMPORT_COLUMNS = ['name', 'email', 'student_id', 'class_name'] as const;
type ImportColumn = (typeof STUDENT_IMPORT_COLUMNS)[number];

/** Header names read in any case, with spaces, dashes and underscores ignored. */
const HEADER_NAMES: Record<string, ImportColumn> = {
  name: 'name',
  fullname: 'name',
  studentname: 'name',
  email: 'email',
  emailaddress: 'email',
  studentid: 'student_id',
  id: 'student_id',
  class: 'class_name',
  classname: 'class_name',
  classyear: 'class_name',
};

const headerKey = (cell: string) => cell.toLowerCase().replace(/[\s_-]+/g, '');

/** The problems of one row's fields alone, with the student form's messages (spec 02 §5). */
export function studentRowProblems(row: Pick<StudentImportRow, 'name' | 'email'>): string[] {
  const parsed = studentRequestSchema.safeParse({ name: row.name, email: row.email.trim() });
  return parsed.success ? [] : parsed.error.issues.map((issue) => issue.message);
}

/**
 * Each row with its problems: the student form's rules, and an e-mail that another row of the file also has.
 * The preview in the browser and the import on the server both use it.
 */
export function checkStudentImportRows(rows: readonly Omit<StudentImportRow, 'problems'>[]): StudentImportRow[] {
  const checked = rows.map((row) => ({ ...row, problems: studentRowProblems(row) }));
  markDuplicateEmails(checked);
  return checked;
}

function markDuplicateEmails(rows: StudentImportRow[]): void {
  const seen = new Map<string, number>();
  for (const row of rows) {
    const email = row.email.toLowerCase();
    if (email) seen.set(email, (seen.get(email) ?? 0) + 1);
  }
  for (const row of rows) {
    if ((seen.get(row.email.toLowerCase()) ?? 0) > 1) row.problems.push(STUDENT_IMPORT_MESSAGES.duplicateEmail);
  }
}

/**
 * Reads an import file (CSV: name, email, student ID, class; a header row is recognised and may order the
 * columns differently). Blank lines are skipped; every row comes back with its problems, so that a preview
 * can show them before anything is saved.
 */
export function parseStudentCsv(text: string): StudentImportRow[] {
  const { data } = Papa.parse<string[]>(text.replace(/^\uFEFF/, ''), { skipEmptyLines: 'greedy' });
  if (data.length === 0) return [];
  const first = data[0]!.map(headerKey);
  const hasHeader = first.some((cell) => HEADER_NAMES[cell] === 'name') || first.some((cell) => HEADER_NAMES[cell] === 'email');
  const order: (ImportColumn | undefined)[] = hasHeader ? first.map((cell) => HEADER_NAMES[cell]) : [...STUDENT_IMPORT_COLUMNS];
  const rows = data.slice(hasHeader ? 1 : 0).map((cells, index) => {
    const row = { line: index + (hasHeader ? 2 : 1), name: '', email: '', student_id: '', class_name: '' };
    cells.forEach((cell, column) => {
      const field = order[column];
      if (field && !row[field]) row[field] = cell.trim();
    });
    return row;
  });
  return checkStudentImportRows(rows);
}

/**
 * The first characters that make a spreadsheet read a cell as a formula (OWASP, CSV injection): =, +, -, @, tab and
 * carriage return, and a line feed as well. Papa Parse's own pattern misses cells that span lines.
 */
const FORMULA_START = /^[=+\-@\t\r\n]/;

/**
 * A CSV file (RFC 4180, with a header row) of the given columns: every CSV the product writes. A text cell that a
 * spreadsheet would run as a formula is written as text, prefixed with a single quote and quoted, as OWASP advises;
 * numbers stay numbers.
 */
export function toCsv(header: readonly string[], rows: readonly (readonly (string | number | null | undefined)[])[]): string {
  return Papa.unparse({ fields: [...header], data: rows.map((row) => row.map((cell) => cell ?? '')) }, { newline: '\r\n', escapeFormulae: FORMULA_START });
}
