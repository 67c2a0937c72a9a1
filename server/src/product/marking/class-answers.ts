// A class's answers to one question of an assessment, with every mark they have so far: the grader's, a
// teacher's (an override), and a suggestion learned from the teacher's marks.
import type { Queryable } from '../../db/index.js';
import { visibleStudentIds } from '../shared/access.js';
import { STUDENT_NAME_SQL } from '../shared/submissions.js';

export interface ClassAnswer {
  student_assessment_id: string;
  student_id: string;
  student_name: string | null;
  answer: string;
  total_marks: number;
  grader_marks: number;
  teacher_marks: number | null;
  suggested_marks: number | null;
  /** How sure the suggestion is (0 to 1), when there is one. */
  suggestion_confidence: number | null;
  /** The suggestion needs the teacher's eye before it is accepted. */
  needs_review: boolean;
  released: boolean;
  correct_answer: string | null;
}

export interface QuestionRef {
  question: string;
  question_part: string;
}

/** "1(a)(ii)" → question "1", part "(a)(ii)"; "2" → question "2", part "". */
export function parseQuestionLabel(label: string): QuestionRef | undefined {
  const m = /^\s*([^()\s]+)\s*((?:\([^()]+\))*)\s*$/.exec(label);
  return m?.[1] ? { question: m[1], question_part: m[2] ?? '' } : undefined;
}

export const labelOf = (q: QuestionRef) => `${q.question}${q.question_part}`;

/** The questions of an assessment that graded submissions answered, in paper order, with their marks. */
export async function assessmentQuestions(db: Queryable, assessmentId: string): Promise<(QuestionRef & { total_marks: number })[]> {
  const { rows } = await db.query<{ question: string; question_part: string; total_marks: string; position: number }>(
    `SELECT qr.question, qr.question_part, max(qr.total_marks) AS total_marks, min(qr.position) AS position
     FROM question_results qr JOIN student_assessments sa ON sa.id = qr.student_assessment_id
     WHERE sa.assessment_id = $1 AND sa.status = 'graded' AND sa.purpose = 'submission'
     GROUP BY qr.question, qr.question_part ORDER BY position, qr.question, qr.question_part`,
    [assessmentId],
  );
  return rows.map((r) => ({ question: r.question, question_part: r.question_part, total_marks: Number(r.total_marks) }));
}

/** The answers the viewer may see (their students' graded submissions), oldest submission first. */
export async function classAnswers(db: Queryable, viewerId: string, assessmentId: string, q: QuestionRef): Promise<ClassAnswer[]> {
  const { rows } = await db.query<Record<string, unknown>>(
    `SELECT sa.id AS student_assessment_id, sa.student_id,
       ${STUDENT_NAME_SQL} AS student_name,
       COALESCE(qr.student_answer, '') AS answer, qr.total_marks, qr.marks_obtained AS grader_marks, qr.correct_answer,
       o.marks_obtained AS teacher_marks, s.marks_obtained AS suggested_marks, s.confidence AS suggestion_confidence,
       COALESCE(s.needs_review, false) AS needs_review,
       sa.review_state = 'released' AND (o.student_assessment_id IS NULL OR o.released_marks_obtained IS NOT DISTINCT FROM o.marks_obtained) AS released
     FROM student_assessments sa
     JOIN question_results qr ON qr.student_assessment_id = sa.id AND qr.question = $3 AND qr.question_part = $4
     LEFT JOIN users u ON u.id = sa.student_id
     LEFT JOIN mark_overrides o ON o.student_assessment_id = sa.id AND o.question = qr.question AND o.question_part = qr.question_part
     LEFT JOIN mark_suggestions s ON s.student_assessment_id = sa.id AND s.question = qr.question AND s.question_part = qr.question_part
     WHERE sa.assessment_id = $2 AND sa.status = 'graded' AND sa.purpose = 'submission' AND sa.student_id = ANY($1::uuid[]) AND sa.student_id <> $5
     ORDER BY sa.submitted_at, sa.id`,
    [await visibleStudentIds(db, viewerId), assessmentId, q.question, q.question_part, viewerId],
  );
  const number = (v: unknown) => (v === null || v === undefined ? null : Number(v));
  return rows.map((r) => ({
    student_assessment_id: String(r.student_assessment_id),
    student_id: String(r.student_id),
    student_name: (r.student_name as string | null) ?? null,
    answer: String(r.answer),
    total_marks: Number(r.total_marks),
    grader_marks: Number(r.grader_marks),
    teacher_marks: number(r.teacher_marks),
    suggested_marks: number(r.suggested_marks),
    suggestion_confidence: number(r.suggestion_confidence),
    needs_review: Boolean(r.needs_review),
    released: Boolean(r.released),
    correct_answer: (r.correct_answer as string | null) ?? null,
  }));
}
