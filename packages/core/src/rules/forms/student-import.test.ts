import { describe, expect, it } from 'vitest';
import { parseStudentCsv, STUDENT_IMPORT_MESSAGES, toCsv } from './student-import.js';

describe('student import file', () => {
  it('reads a header in any case and order, trims cells and numbers rows by their line', () => {
    const rows = parseStudentCsv('Email,Name,Class,Student ID\r\n ann@school.test , Ann Archer ,10B,S-1\r\n\r\nben@school.test,Ben Bell,,S-2\r\n');
    expect(rows).toEqual([
      { line: 2, name: 'Ann Archer', email: 'ann@school.test', student_id: 'S-1', class_name: '10B', problems: [] },
      { line: 3, name: 'Ben Bell', email: 'ben@school.test', student_id: 'S-2', class_name: '', problems: [] },
    ]);
  });

  it('reads name, email, student ID and class in that order when there is no header', () => {
    const [row] = parseStudentCsv('"Cole, Cara",cara@school.test,S-3,10B');
    expect(row).toMatchObject({ line: 1, name: 'Cole, Cara', email: 'cara@school.test', student_id: 'S-3', class_name: '10B' });
  });

  it("gives each row the student form's problems, and marks e-mails used twice", () => {
    const rows = parseStudentCsv('name,email\n,nobody@school.test\nDan,not-an-email\nEve,eve@school.test\nEva,EVE@school.test\nFay,');
    expect(rows.map((row) => row.problems)).toEqual([
      ['Student name is required'],
      ['Please enter a valid email address'],
      [STUDENT_IMPORT_MESSAGES.duplicateEmail],
      [STUDENT_IMPORT_MESSAGES.duplicateEmail],
      [],
    ]);
  });

  it('reads an empty file as no rows', () => {
    expect(parseStudentCsv('')).toEqual([]);
    expect(parseStudentCsv('name,email\n')).toEqual([]);
  });
});

describe('CSV export', () => {
  it('quotes cells holding commas, quotes and line breaks', () => {
    expect(toCsv(['Name', 'Notes'], [['Cole, Cara', 'said "hi"\nthen left'], ['Ann', null]])).toBe(
      'Name,Notes\r\n"Cole, Cara","said ""hi""\nthen left"\r\nAnn,',
    );
  });

  it('writes cells that a spreadsheet would run as formulas as text (OWASP), numbers as numbers', () => {
    const cells = ['=1+1', '+1', '-1', '@SUM(A1)', '\tx', '\rx', '=HYPERLINK("http://x")\nmore', 'a=b'];
    expect(toCsv(['Cell'], [...cells.map((cell) => [cell]), [-3]])).toBe(
      ['Cell', `"'=1+1"`, `"'+1"`, `"'-1"`, `"'@SUM(A1)"`, `"'\tx"`, `"'\rx"`, `"'=HYPERLINK(""http://x"")\nmore"`, 'a=b', '-3'].join('\r\n'),
    );
  });
});
