import type { Queryable } from '../../db/index.js';
import type { GradingResult } from '../grading/index.js';

/** Stores the grader's result for a submission as its provisional marks (replacing any earlier attempt's rows). */
export async function storeGradingResult(tx: Queryable, studentAssessmentId: string, result: GradingResult): Promise<void> {
  await tx.query('DELETE FROM question_results WHERE student_assessment_id = $1', [studentAssessmentId]);
  // One row a question part, in the grader's order; a part the grader answered twice keeps its first place and
  // answers and its last marks and analysis.
  const rows = new Map<string, { position: number; question: string; part: string; topic: string | null; marks: number; total: number; answer: string; correct: string; analysis: string }>();
  let position = 0;
  for (const answer of result.grading_details.answer_responses) {
    position += 1;
    const question = String(answer.question);
    const part = answer.question_part ?? '';
    const key = JSON.stringify([question, part]);
    const marks = { marks: answer.marks_obtained_for_question, total: answer.total_marks_for_question, analysis: answer.analysis };
    const earlier = rows.get(key);
    if (earlier) Object.assign(earlier, marks);
    else rows.set(key, { position, question, part, topic: answer.topic || null, answer: answer.student_answer, correct: answer.correct_answer, ...marks });
  }
  const columns = [...rows.values()];
  // All of a submission's rows in one statement: a paper's marks cost one round trip to the database, not one a question.
  await tx.query(
    `INSERT INTO question_results (student_assessment_id, position, question, question_part, topic, marks_obtained, total_marks,
       student_answer, correct_answer, analysis)
     SELECT $1, * FROM unnest($2::int[], $3::text[], $4::text[], $5::text[], $6::numeric[], $7::numeric[], $8::text[], $9::text[], $10::text[])`,
    [
      studentAssessmentId,
      columns.map((row) => row.position),
      columns.map((row) => row.question),
      columns.map((row) => row.part),
      columns.map((row) => row.topic),
      columns.map((row) => row.marks),
      columns.map((row) => row.total),
      columns.map((row) => row.answer),
      columns.map((row) => row.correct),
      columns.map((row) => row.analysis),
    ],
  );
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
