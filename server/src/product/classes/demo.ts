import { insertLinkedStudent, insertTeacherClass, teacherClassNamed, type Queryable } from './repository.js';

export const DEMO_CLASS = { name: 'Year 10 Biology', description: 'The demo class', year_group: 'Year 10', grade_level: '10', academic_year: '2025-2026' };
const DEMO_SUBJECT = 'biology';

/**
 * The demo teacher's class with a linked student record for each demo student (decision 15), made once:
 * a second call finds the class and leaves it alone.
 */
export async function seedDemoClass(
  tx: Queryable,
  teacherId: string,
  students: { userId: string; name: string; email: string; studentId?: string }[],
): Promise<string> {
  const existing = await teacherClassNamed(tx, teacherId, DEMO_CLASS.name);
  if (existing) return existing;
  const classId = await insertTeacherClass(tx, teacherId, { ...DEMO_CLASS, subject: DEMO_SUBJECT });
  for (const [index, student] of students.entries()) {
    await insertLinkedStudent(tx, teacherId, classId, {
      name: student.name,
      email: student.email,
      studentId: student.studentId ?? `DEMO-${index + 1}`,
      classYear: DEMO_CLASS.year_group,
      userId: student.userId,
    });
  }
  return classId;
}
