import type { Queryable } from '../../db/index.js';

export const DEMO_CLASS = { name: 'Year 10 Biology', description: 'The demo class', year_group: 'Year 10', grade_level: '10', academic_year: '2025-2026' };

/**
 * The demo teacher's class with a linked student record for each demo student (decision 15), made once:
 * a second call finds the class and leaves it alone.
 */
export async function seedDemoClass(
  tx: Queryable,
  teacherId: string,
  students: { userId: string; name: string; email: string; studentId?: string }[],
): Promise<string> {
  const existing = await tx.query<{ id: string }>('SELECT id FROM classes WHERE teacher_id = $1 AND name = $2', [teacherId, DEMO_CLASS.name]);
  if (existing.rows[0]) return existing.rows[0].id;
  const { rows } = await tx.query<{ id: string }>(
    `INSERT INTO classes (name, description, subject_id, year_group, grade_level, academic_year, teacher_id, school_id)
     VALUES ($1, $2, (SELECT id FROM subjects WHERE lower(name) = 'biology' AND is_system_defined), $3, $4, $5, $6,
       (SELECT school_id FROM users WHERE id = $6))
     RETURNING id`,
    [DEMO_CLASS.name, DEMO_CLASS.description, DEMO_CLASS.year_group, DEMO_CLASS.grade_level, DEMO_CLASS.academic_year, teacherId],
  );
  const classId = rows[0]!.id;
  for (const [index, student] of students.entries()) {
    await tx.query(
      `INSERT INTO students (teacher_id, school_id, class_id, name, email, student_id, class_year, user_id, invitation_status)
       VALUES ($1, (SELECT school_id FROM users WHERE id = $1), $2, $3, $4, $5, $6, $7, 'accepted')`,
      [teacherId, classId, student.name, student.email, student.studentId ?? `DEMO-${index + 1}`, DEMO_CLASS.year_group, student.userId],
    );
  }
  return classId;
}
