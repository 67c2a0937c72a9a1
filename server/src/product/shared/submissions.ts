import type { SubmissionDetail } from '@assess/core/schemas';
import type { GradingResult } from '@assess/grader';
import type { Queryable } from '../../db/index.js';

interface SubmissionRow {
  id: string;
  assessment_id: string;
  student_id: string;
  status: string;
  purpose: 'submission' | 'validation';
  submitted_at: string;
  graded_at: string | null;
  review_state: 'provisional' | 'released';
  marks_version: number;
  released_at: string | null;
  released_by: string | null;
  teacher_feedback: string | null;
  overall_comment: string | null;
  strength_areas: unknown[];
  improvement_areas: unknown[];
  /** What the grader kept of the paper: its total, exam period and subject (each may be left out). */
  exam_details: { total_marks?: number | null; exam_period?: string | null; subject?: string | null };
  result: { suggestions?: string[]; grading?: { notes?: string[]; scheme_read?: GradingResult['grading']['scheme_read'] } } | null;
  title: string;
  total_marks_assessment: string | null;
  source: string;
  subject_name: string | null;
  student_name: string | null;
  total_marks: string | null;
  marks_obtained: string | null;
  percentage: string | null;
}

/** What the grader kept of an answer beside its marks: the question's words, the mark points met and the page. */
interface GradedAnswer {
  question?: string;
  question_part?: string;
  question_text?: string;
  evidence?: { point: string; met: boolean }[];
  answer_page?: number | null;
}

/** The grader's record of the answer to (question, part) in a stored result, if it kept one. */
function gradedAnswer(result: unknown, question: string, part: string): GradedAnswer | undefined {
  const answers = (result as { grading_details?: { answer_responses?: GradedAnswer[] } } | null)?.grading_details?.answer_responses;
  return answers?.find((answer) => String(answer.question ?? '') === question && String(answer.question_part ?? '') === part);
}

export interface EffectiveAnswer {
  question: string;
  question_part: string;
  topic: string | null;
  marks_obtained: number;
  provisional_marks_obtained: number;
  total_marks: number;
  student_answer: string | null;
  correct_answer: string | null;
  analysis: string | null;
  is_overridden: boolean;
  /** The marks and feedback a teacher saved, released or not yet (decision 14): for the reviewer only. */
  saved_marks: number | null;
  saved_feedback: string | null;
  /** The mark suggested from the teacher's marks on the class's other answers: for the reviewer only. */
  suggested_marks: number | null;
  /** How sure that suggestion is (0 to 1), and whether it needs the teacher's eye. */
  suggestion_confidence: number | null;
  suggestion_needs_review: boolean;
}

/** The marks that count for a submission (decision 14): released overrides where they exist, else the grader's. */
export async function effectiveAnswers(db: Queryable, studentAssessmentId: string): Promise<EffectiveAnswer[]> {
  const { rows } = await db.query<Record<string, unknown>>(
    `SELECT e.question, e.question_part, e.topic, e.marks_obtained, e.provisional_marks_obtained, e.total_marks, e.student_answer,
       e.correct_answer, e.analysis, e.is_overridden,
       o.marks_obtained AS saved_marks, o.feedback AS saved_feedback, s.marks_obtained AS suggested_marks,
       s.confidence AS suggestion_confidence, COALESCE(s.needs_review, false) AS suggestion_needs_review
     FROM effective_question_results e
     LEFT JOIN mark_overrides o USING (student_assessment_id, question, question_part)
     LEFT JOIN mark_suggestions s USING (student_assessment_id, question, question_part)
     WHERE e.student_assessment_id = $1 ORDER BY e.position`,
    [studentAssessmentId],
  );
  return rows.map((row) => ({
    question: String(row.question),
    question_part: String(row.question_part ?? ''),
    topic: (row.topic as string | null) ?? null,
    marks_obtained: Number(row.marks_obtained),
    provisional_marks_obtained: Number(row.provisional_marks_obtained),
    total_marks: Number(row.total_marks),
    student_answer: (row.student_answer as string | null) ?? null,
    correct_answer: (row.correct_answer as string | null) ?? null,
    analysis: (row.analysis as string | null) ?? null,
    is_overridden: Boolean(row.is_overridden),
    saved_marks: row.saved_marks === null ? null : Number(row.saved_marks),
    saved_feedback: (row.saved_feedback as string | null) ?? null,
    suggested_marks: row.suggested_marks === null ? null : Number(row.suggested_marks),
    suggestion_confidence: row.suggestion_confidence === null || row.suggestion_confidence === undefined ? null : Number(row.suggestion_confidence),
    suggestion_needs_review: Boolean(row.suggestion_needs_review),
  }));
}

/**
 * What counts as an attempt at an assessment: a submission (not an Upload & Validate check) by someone other than
 * its creator, unless its grading failed or it was rejected (a paper that could not be marked costs no attempt).
 * SQL over the submission alias `p`.
 */
const ATTEMPT_SQL = (p: string) => `${p}.purpose = 'submission' AND ${p}.status NOT IN ('failed', 'rejected')`;

/** SQL: how many attempts the student (a uuid expression) has made at the assessment (another). */
export function attemptsUsedSql(assessment: string, student: string): string {
  return `(SELECT count(*)::int FROM student_assessments p WHERE p.assessment_id = ${assessment} AND p.student_id = ${student} AND ${ATTEMPT_SQL('p')})`;
}

/**
 * SQL: which attempt the submission `sa` (a student_assessments row, or a view of it whose id column is `id`) is,
 * 1 for the first; null for one that is no attempt (a failed grading).
 */
export function attemptNumberSql(sa: string, id = `${sa}.id`): string {
  return `(CASE WHEN ${ATTEMPT_SQL(sa)} THEN (SELECT count(*)::int FROM student_assessments p
    WHERE p.assessment_id = ${sa}.assessment_id AND p.student_id = ${sa}.student_id AND ${ATTEMPT_SQL('p')}
      AND (p.submitted_at, p.id) <= (${sa}.submitted_at, ${id})) END)`;
}

/** The question's words, the mark points met or missed and the answer sheet's page, as the detail response gives them. */
function answerContext(graded: GradedAnswer | undefined) {
  return {
    question_text: graded?.question_text || null,
    mark_points: (graded?.evidence ?? []).map((evidence) => ({ point: evidence.point, met: evidence.met })),
    answer_page: typeof graded?.answer_page === 'number' ? graded.answer_page : null,
  };
}

/** SQL: the name a student is shown by, their full name or else their e-mail, from the users row `u`. */
export const STUDENT_NAME_SQL = `COALESCE(NULLIF(btrim(concat_ws(' ', u.first_name, u.last_name)), ''), u.email)`;

/** The label shown on marks a teacher has not released yet (decision 14). */
export const PROVISIONAL_LABEL = 'AI grade, awaiting teacher review';

/**
 * The assessment detail response of spec 02 §3 for one submission, with effective marks: what the details
 * screen and the report detail read. A reviewer (the student's teacher) also gets their saved marks and feedback
 * before release and the marks suggested from their marks on the class's other answers; nobody else sees those.
 */
export async function submissionDetail(db: Queryable, studentAssessmentId: string, { forReviewer = false } = {}): Promise<SubmissionDetail | undefined> {
  const { rows } = await db.query<SubmissionRow & Record<string, unknown>>(
    `SELECT sa.id, sa.assessment_id, sa.student_id, sa.status, sa.purpose,
       to_char(sa.submitted_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS submitted_at,
       to_char(sa.graded_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS graded_at,
       sa.review_state, sa.marks_version, to_char(sa.released_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS released_at, sa.released_by,
       sa.teacher_feedback, sa.overall_comment, sa.strength_areas, sa.improvement_areas, sa.exam_details, sa.result,
       a.title, a.total_marks AS total_marks_assessment, a.source, s.name AS subject_name,
       ${STUDENT_NAME_SQL} AS student_name,
       r.total_marks, r.marks_obtained, r.percentage
     FROM student_assessments sa
     JOIN assessments a ON a.id = sa.assessment_id
     LEFT JOIN subjects s ON s.id = a.subject_id
     LEFT JOIN users u ON u.id = sa.student_id
     JOIN effective_student_results r ON r.student_assessment_id = sa.id
     WHERE sa.id = $1`,
    [studentAssessmentId],
  );
  const row = rows[0];
  if (!row) return undefined;
  const answers = await effectiveAnswers(db, studentAssessmentId);
  const number = (value: unknown) => (value === null || value === undefined ? null : Number(value));
  const total = number(row.total_marks) ?? number(row.total_marks_assessment);
  const obtained = number(row.marks_obtained);
  const released = row.review_state === 'released';
  return {
    id: row.id,
    student_assessment_id: row.id,
    assessment_id: row.assessment_id,
    status: row.status,
    purpose: row.purpose,
    assessment: { id: row.assessment_id, title: row.title, type: row.source === 'submission' ? 'custom' : row.source, total_marks: total },
    student: { id: row.student_id, name: row.student_name },
    submission: { submitted_at: row.submitted_at, graded_at: row.graded_at },
    results: {
      total_earned_marks: obtained,
      total_marks_obtained: obtained,
      total_marks: total,
      percentage: number(row.percentage),
      scoring_summary: { total_marks: total, total_marks_obtained: obtained, percentage: number(row.percentage) },
      teacher_feedback: released ? row.teacher_feedback : null,
      strength_areas: row.strength_areas,
      improvement_areas: row.improvement_areas,
    },
    grading_details: {
      total_marks_obtained: obtained,
      total_marks: total,
      // The grader's record of the paper, where it kept one, before the assessment's own figures.
      exam_details: {
        total_marks: row.exam_details.total_marks !== undefined ? row.exam_details.total_marks : total,
        exam_period: row.exam_details.exam_period ?? null,
        subject: row.exam_details.subject !== undefined ? row.exam_details.subject : row.subject_name,
      },
      performance_summary: { overall_comment: row.overall_comment ?? '' },
      answer_responses: answers.map((answer) => ({
        question: answer.question,
        question_part: answer.question_part,
        // Beside each mark, what a reviewer checks it against: the question, the mark points met or missed, the page.
        ...answerContext(gradedAnswer(row.result, answer.question, answer.question_part)),
        topic: answer.topic,
        marks_obtained_for_question: answer.marks_obtained,
        total_marks_for_question: answer.total_marks,
        student_answer: answer.student_answer,
        correct_answer: answer.correct_answer,
        analysis: answer.analysis,
        overridden: answer.is_overridden,
        ...(forReviewer && {
          saved_marks_for_question: answer.saved_marks,
          saved_feedback: answer.saved_feedback,
          suggested_marks_for_question: answer.suggested_marks,
          suggestion_confidence: answer.suggestion_confidence,
          suggestion_needs_review: answer.suggestion_needs_review,
        }),
      })),
    },
    strength_areas: row.strength_areas,
    improvement_areas: row.improvement_areas,
    suggestions: row.result?.suggestions ?? [],
    // What the grader could not do with the papers (pages not read, no mark scheme): what the teacher reads beside the marks.
    grading_notes: row.result?.grading?.notes ?? [],
    // What the grader read of the mark scheme ("Read as 2 questions, 5 marks", with its warnings); results marked
    // before it was recorded have none.
    scheme_read: row.result?.grading?.scheme_read ?? null,
    review: {
      state: row.review_state,
      released_at: row.released_at,
      released_by: row.released_by,
      label: released ? null : PROVISIONAL_LABEL,
      // The copy a reviewer opened: their save sends it back, and one from an older copy is refused.
      version: Number(row.marks_version),
    },
  };
}
