// Re-marks a question's untouched answers from the teacher's marks on the same question: the teacher-marked
// answers become references with their marks (nearest marked answers, and the grader's own scores
// calibrated to the teacher's scale). Only suggestions are written, each with how sure it is and whether it
// needs the teacher's eye; nothing a teacher set is changed.
import { answerSpace, learnFromTeacher, suggestedMarks } from '@assess/grader';
import type { Database, Queryable } from '../../db/index.js';
import { classAnswers, type ClassAnswer, type QuestionRef } from './class-answers.js';

export async function remarkFromTeacher(tx: Queryable, answers: readonly ClassAnswer[], q: QuestionRef): Promise<void> {
  const teacher = new Map<number, number>();
  answers.forEach((a, i) => {
    if (a.teacher_marks !== null && a.total_marks > 0) teacher.set(i, a.teacher_marks / a.total_marks);
  });
  const untouched = answers.filter((a) => a.teacher_marks === null).map((a) => a.student_assessment_id);
  if (teacher.size === 0) {
    await tx.query('DELETE FROM mark_suggestions WHERE student_assessment_id = ANY($1::uuid[]) AND question = $2 AND question_part = $3', [untouched, q.question, q.question_part]);
    return;
  }
  const space = answerSpace(answers.map((a) => a.answer));
  const graderShares = answers.map((a) => (a.total_marks > 0 ? a.grader_marks / a.total_marks : 0));
  const learned = learnFromTeacher(space, graderShares, teacher, Math.max(...answers.map((a) => a.total_marks)));
  for (const [i, a] of answers.entries()) {
    if (a.teacher_marks !== null) continue;
    const suggestion = learned[i]!;
    await tx.query(
      `INSERT INTO mark_suggestions (student_assessment_id, question, question_part, marks_obtained, based_on, confidence, needs_review)
       VALUES ($1, $2, $3, $4, $5::uuid[], $6, $7)
       ON CONFLICT (student_assessment_id, question, question_part) DO UPDATE SET
         marks_obtained = EXCLUDED.marks_obtained, based_on = EXCLUDED.based_on, confidence = EXCLUDED.confidence,
         needs_review = EXCLUDED.needs_review, updated_at = now()`,
      [
        a.student_assessment_id,
        q.question,
        q.question_part,
        suggestedMarks(suggestion.share, a.total_marks),
        suggestion.neighbours.map((n) => answers[n]!.student_assessment_id),
        suggestion.confidence,
        suggestion.needsReview,
      ],
    );
  }
}

/** After a teacher changes marks on one submission, re-marks those questions across its assessment's class. */
export async function remarkClassQuestions(db: Database, viewerId: string, studentAssessmentId: string, questions: readonly QuestionRef[]): Promise<void> {
  const { rows } = await db.query<{ assessment_id: string }>('SELECT assessment_id FROM student_assessments WHERE id = $1', [studentAssessmentId]);
  const assessmentId = rows[0]?.assessment_id;
  if (!assessmentId) return;
  for (const q of questions) {
    const answers = await classAnswers(db, viewerId, assessmentId, q);
    await db.transaction((tx) => remarkFromTeacher(tx, answers, q));
  }
}
