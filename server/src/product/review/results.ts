import type { Queryable } from '../../db/index.js';
import type { GradingResult } from '../grading/adapter.js';

/** Stores the grader's result for a submission as its provisional marks (replacing any earlier attempt's rows). */
export async function storeGradingResult(tx: Queryable, studentAssessmentId: string, result: GradingResult): Promise<void> {
  await tx.query('DELETE FROM question_results WHERE student_assessment_id = $1', [studentAssessmentId]);
  let position = 0;
  for (const answer of result.grading_details.answer_responses) {
    position += 1;
    await tx.query(
      `INSERT INTO question_results (student_assessment_id, position, question, question_part, topic, marks_obtained, total_marks,
         student_answer, correct_answer, analysis)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)
       ON CONFLICT (student_assessment_id, question, question_part) DO UPDATE SET
         marks_obtained = EXCLUDED.marks_obtained, total_marks = EXCLUDED.total_marks, analysis = EXCLUDED.analysis`,
      [
        studentAssessmentId,
        position,
        String(answer.question),
        answer.question_part ?? '',
        answer.topic || null,
        answer.marks_obtained_for_question,
        answer.total_marks_for_question,
        answer.student_answer,
        answer.correct_answer,
        answer.analysis,
      ],
    );
  }
  await tx.query(
    `UPDATE student_assessments SET status = 'graded', graded_at = now(), updated_at = now(),
       total_marks = $2, total_marks_obtained = $3, percentage = $4, overall_comment = $5,
       strength_areas = $6, improvement_areas = $7, exam_details = $8, result = $9
     WHERE id = $1`,
    [
      studentAssessmentId,
      result.results.total_marks,
      result.results.total_marks_obtained,
      result.percentage,
      result.overall_comment,
      JSON.stringify(result.strength_areas),
      JSON.stringify(result.improvement_areas),
      JSON.stringify(result.grading_details.exam_details),
      JSON.stringify(result),
    ],
  );
}
