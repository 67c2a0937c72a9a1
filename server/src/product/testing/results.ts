// Graded submissions written straight into the result tables, for the report and analytics tests.
import type { Queryable } from '../../db/index.js';

export interface SeedQuestion {
  question: string;
  part?: string;
  topic: string;
  earned: number;
  total: number;
}

export interface SeedSubmission {
  studentId: string;
  creatorId: string;
  title: string;
  subject: string;
  status?: string;
  daysAgo: number;
  questions: SeedQuestion[];
  comment?: string;
}

export async function subjectId(db: Queryable, name: string): Promise<string> {
  const { rows } = await db.query<{ id: string }>('SELECT id FROM subjects WHERE lower(name) = lower($1) AND is_system_defined', [name]);
  return rows[0]!.id;
}

/** Stores an assessment and one student's submission with per-question results; gives their ids. */
export async function seedSubmission(db: Queryable, seed: SeedSubmission): Promise<{ assessmentId: string; studentAssessmentId: string }> {
  const status = seed.status ?? 'graded';
  const graded = status === 'graded' || status === 'completed';
  const total = seed.questions.reduce((sum, q) => sum + q.total, 0);
  const earned = seed.questions.reduce((sum, q) => sum + q.earned, 0);
  const assessment = await db.query<{ id: string }>(
    `INSERT INTO assessments (title, status, creator_id, subject_id, total_marks, source, created_at)
     VALUES ($1, $2, $3, $4, $5, 'submission', now() - make_interval(days => $6::int)) RETURNING id`,
    [seed.title, graded ? 'graded' : 'pending', seed.creatorId, await subjectId(db, seed.subject), total, seed.daysAgo],
  );
  const assessmentId = assessment.rows[0]!.id;
  const submission = await db.query<{ id: string }>(
    `INSERT INTO student_assessments (assessment_id, student_id, status, submitted_at, graded_at, total_marks, total_marks_obtained, percentage, overall_comment)
     VALUES ($1, $2, $3, now() - make_interval(days => $4::int), CASE WHEN $5::boolean THEN now() - make_interval(days => $4::int) + interval '5 minutes' END,
       $6, $7, $8, $9) RETURNING id`,
    [assessmentId, seed.studentId, status, seed.daysAgo, graded, graded ? total : null, graded ? earned : null, graded && total > 0 ? (earned * 100) / total : null, seed.comment ?? null],
  );
  const studentAssessmentId = submission.rows[0]!.id;
  if (graded) {
    let position = 0;
    for (const q of seed.questions) {
      position += 1;
      await db.query(
        `INSERT INTO question_results (student_assessment_id, position, question, question_part, topic, marks_obtained, total_marks, student_answer, correct_answer, analysis)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
        [studentAssessmentId, position, q.question, q.part ?? '', q.topic, q.earned, q.total, `Answer to ${q.question}${q.part ?? ''}`, `Model answer ${q.question}${q.part ?? ''}`, `Feedback on ${q.question}${q.part ?? ''}`],
      );
    }
  }
  return { assessmentId, studentAssessmentId };
}

/** A teacher's override of one question, released or not (decision 14). */
export async function overrideMark(db: Queryable, studentAssessmentId: string, teacherId: string, question: string, part: string, marks: number, released: boolean): Promise<void> {
  await db.query(
    `INSERT INTO mark_overrides (student_assessment_id, question, question_part, marks_obtained, feedback, updated_by,
       released_marks_obtained, released_feedback, released_at)
     VALUES ($1, $2, $3, $4, 'Teacher feedback', $5, CASE WHEN $6::boolean THEN $4::numeric END, CASE WHEN $6::boolean THEN 'Teacher feedback' END, CASE WHEN $6::boolean THEN now() END)
     ON CONFLICT (student_assessment_id, question, question_part) DO UPDATE SET marks_obtained = EXCLUDED.marks_obtained,
       released_marks_obtained = EXCLUDED.released_marks_obtained, released_feedback = EXCLUDED.released_feedback, released_at = EXCLUDED.released_at`,
    [studentAssessmentId, question, part, marks, teacherId, released],
  );
  if (released) {
    await db.query(`UPDATE student_assessments SET review_state = 'released', released_at = now(), released_by = $2, teacher_feedback = 'Well revised.' WHERE id = $1`, [studentAssessmentId, teacherId]);
  }
}
