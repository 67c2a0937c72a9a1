import { STUDENT_IMPORT_MESSAGES, checkStudentImportRows, type StudentImportResult, type studentImportRequestSchema } from '@assess/core';
import type { z } from 'zod';
import type { Database } from '../../db/index.js';
import { createStudent } from './repository.js';

type ImportRequest = z.output<typeof studentImportRequestSchema>;

/**
 * Creates student records from the rows of an import file. Every row is checked first (the student form's rules,
 * e-mails used twice in the file or already in the teacher's records, classes the teacher does not have); the
 * rows without problems are saved together, the others never. A dry run only checks.
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
  const classes = await db.query<{ id: string; key: string }>('SELECT id, lower(btrim(name)) AS key FROM classes WHERE teacher_id = $1 ORDER BY created_at', [teacherId]);
  const known = await db.query<{ email: string }>('SELECT lower(email) AS email FROM students WHERE teacher_id = $1 AND email IS NOT NULL', [teacherId]);
  const classIdOf = new Map<string, string>();
  for (const row of classes.rows) if (!classIdOf.has(row.key)) classIdOf.set(row.key, row.id);
  const knownEmails = new Set(known.rows.map((row) => row.email));
  for (const row of rows) {
    if (row.class_name && !classIdOf.has(row.class_name.toLowerCase())) row.problems.push(STUDENT_IMPORT_MESSAGES.unknownClass(row.class_name));
    if (row.email && knownEmails.has(row.email.toLowerCase())) row.problems.push(STUDENT_IMPORT_MESSAGES.existingEmail);
  }
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
          class_id: row.class_name ? classIdOf.get(row.class_name.toLowerCase())! : null,
        });
        saved.set(index, record.id);
      }
    });
  }
  return {
    rows: rows.map((row, index) => ({ ...row, student_record_id: saved.get(index) ?? null })),
    created: saved.size,
  };
}
