import { STUDENT_IMPORT_MESSAGES, checkStudentImportRows } from '@assess/core/rules';
import { type StudentImportResult, type studentImportRequestSchema } from '@assess/core/schemas';
import type { z } from 'zod';
import { notFound } from '../shared/errors.js';
import { createStudent, teacherClasses, teacherStudentEmails, type Database, type TeacherClass } from './repository.js';

type ImportRequest = z.output<typeof studentImportRequestSchema>;

export const IMPORT_CLASS_NOT_FOUND = 'Class not found';

const key = (text: string) => text.trim().toLowerCase();

/**
 * Where a row's class column puts the student: the teacher's class of that name, else their one class of that year
 * group ("Year 10", as school files often say), else nowhere, with the reason.
 */
function placeByColumn(classes: readonly TeacherClass[], column: string): { placed: TeacherClass } | { problem: string } {
  const byName = classes.find((c) => key(c.name) === key(column));
  if (byName) return { placed: byName };
  const byYear = classes.filter((c) => c.year_group !== null && key(c.year_group) === key(column));
  if (byYear.length === 1) return { placed: byYear[0]! };
  if (byYear.length > 1) return { problem: STUDENT_IMPORT_MESSAGES.severalClasses(column, byYear.map((c) => c.name)) };
  return { problem: STUDENT_IMPORT_MESSAGES.unknownClass(column) };
}

/**
 * Creates student records from the rows of an import file. Every row is checked first (the student form's rules,
 * e-mails used twice in the file or already in the teacher's records, a class the row cannot be placed in); the
 * rows without problems are saved together, the others never, and each comes back with its reason. A class chosen
 * for the file (`class_id`) takes every row; without one, each row's class column is matched by the class's name,
 * then by its year group. A dry run only checks.
 */
export async function importStudents(db: Database, teacherId: string, request: ImportRequest): Promise<StudentImportResult> {
  const rows = checkStudentImportRows(
    request.students.map((input, index) => ({
      line: input.line ?? index + 2,
      name: input.name.trim(),
      email: (input.email ?? '').trim(),
      student_id: (input.student_id ?? '').trim(),
      class_name: (input.class_name ?? '').trim(),
    })),
  );
  const classes = await teacherClasses(db, teacherId);
  const chosen = request.class_id === undefined ? undefined : classes.find((c) => c.id === request.class_id);
  if (request.class_id !== undefined && !chosen) throw notFound(IMPORT_CLASS_NOT_FOUND);
  const knownEmails = await teacherStudentEmails(db, teacherId);
  const placedIn = rows.map((row) => {
    if (row.email && knownEmails.has(row.email.toLowerCase())) row.problems.push(STUDENT_IMPORT_MESSAGES.existingEmail);
    if (chosen) return chosen;
    if (!row.class_name) return null;
    const placement = placeByColumn(classes, row.class_name);
    if ('problem' in placement) {
      row.problems.push(placement.problem);
      return null;
    }
    return placement.placed;
  });
  const saved = new Map<number, string>();
  if (!request.dry_run) {
    await db.transaction(async (tx) => {
      for (const [index, row] of rows.entries()) {
        if (row.problems.length > 0) continue;
        const record = await createStudent(tx, teacherId, {
          name: row.name,
          email: row.email,
          student_id: row.student_id,
          class_year: '',
          class_id: placedIn[index]?.id ?? null,
        });
        saved.set(index, record.id);
      }
    });
  }
  return {
    rows: rows.map((row, index) => ({ ...row, placed_in: placedIn[index]?.name ?? null, student_record_id: saved.get(index) ?? null })),
    created: saved.size,
  };
}
