import { z } from 'zod/mini';
import { markReviewStateSchema } from './enums.js';
import { maybe, maybeId, maybeNumber, maybeText } from './lenient.js';

const maybeList = <T extends z.ZodMiniType>(item: T) => maybe(z.array(item));
/** Strength and improvement areas: strings, or objects with a topic or description (see analytics/topics.ts). */
const maybeAreas = () => maybeList(z.unknown());

/** A report in a student's list (reports home). status is kept as sent; see REPORT_STATUSES. */
export const reportListItemSchema = z.object({
  id: z.union([z.string(), z.number()]),
  assessment_title: maybeText(),
  subject_name: maybeText(),
  status: maybeText(),
  submitted_at: maybeText(),
  graded_at: maybeText(),
  percentage: maybeNumber(),
}).check(z.meta({ id: 'ReportListItem', description: "A report in a student's list" }));
export type ReportListItem = z.output<typeof reportListItemSchema>;

/** An item of GET /supabase-reports/reports/student/{studentId}. */
export const studentReportListItemSchema = z.object({ id: z.union([z.string(), z.number()]), title: maybeText(), completed_date: maybeText() }).check(z.meta({ id: 'StudentReportListItem', description: 'An assessment a student completed' }));
export type StudentReportListItem = z.output<typeof studentReportListItemSchema>;

export const studentReportQuestionSchema = z.object({ id: maybeId(), number: maybe(z.union([z.string(), z.number()])), topic: maybe(z.unknown()), score: maybeNumber(), max_score: maybeNumber() }).check(z.meta({ id: 'StudentReportQuestion' }));

/** GET .../student/{studentId}/assessment/{studentAssessmentId}. */
export const studentAssessmentReportSchema = z.object({
  title: maybeText(),
  subject: maybeText(),
  score: maybeNumber(),
  completed_date: maybeText(),
  feedback: maybeText(),
  questions: maybeList(studentReportQuestionSchema),
}).check(z.meta({ id: 'StudentAssessmentReport', description: "One of a student's assessments with its questions" }));
export type StudentAssessmentReport = z.output<typeof studentAssessmentReportSchema>;

/** GET .../student/{studentId}/progress. */
export const studentProgressReportSchema = z.object({
  student_name: maybeText(),
  total_assessments: maybeNumber(),
  average_score: maybeNumber(),
  subjects: maybeList(
    z.object({ id: maybeId(), name: maybeText(), assessment_count: maybeNumber(), average_score: maybeNumber(), trend: maybe(z.union([z.string(), z.number()])) }),
  ),
  improvement_areas: maybeList(z.union([z.string(), z.object({ text: maybeText() })])),
}).check(z.meta({ id: 'StudentProgressReport', description: "A student's progress across subjects" }));
export type StudentProgressReport = z.output<typeof studentProgressReportSchema>;

/** One answered question or part. question (a number or a label) groups the parts of one question. */
export const answerResponseSchema = z.object({
  question: maybe(z.union([z.string(), z.number()])),
  question_part: maybe(z.union([z.string(), z.number()])),
  marks_obtained_for_question: maybeNumber(),
  total_marks_for_question: maybeNumber(),
  student_answer: maybeText(),
  correct_answer: maybeText(),
  analysis: maybeText(),
  feedback: maybeText(),
  /** The marks and feedback the student's teacher saved, released or not yet (decision 14); only that teacher gets them. */
  saved_marks_for_question: maybeNumber(),
  saved_feedback: maybeText(),
  /** The mark suggested from the teacher's marks on the class's other answers; only the student's teacher gets it. */
  suggested_marks_for_question: maybeNumber(),
  /** How sure the suggested mark is (0 to 1), and whether it needs the teacher's eye; only the student's teacher gets them. */
  suggestion_confidence: maybeNumber(),
  suggestion_needs_review: maybe(z.boolean()),
}).check(z.meta({ id: 'AnswerResponse', description: 'The marks and feedback for one answered question or part' }));
export type AnswerResponse = z.output<typeof answerResponseSchema>;

const marksTotal = () => maybe(z.object({ total_marks: maybeNumber() }));

/**
 * The assessment detail response (spec 02 §3), read by the details screen and the report detail (decision 14).
 * Every part may be missing; analytics/report-detail.ts applies the fall-backs.
 */
export const assessmentDetailResponseSchema = z.object({
  id: maybeId(),
  assessment: maybe(z.object({ id: maybeId(), title: maybeText(), type: maybeText(), total_marks: maybeNumber() })),
  student: maybe(z.object({ id: maybeId(), name: maybeText() })),
  submission: maybe(z.object({ submitted_at: maybeText() })),
  results: maybe(
    z.object({
      total_earned_marks: maybeNumber(),
      total_marks_obtained: maybeNumber(),
      total_marks: maybeNumber(),
      scoring_summary: marksTotal(),
      teacher_feedback: maybeText(),
      strength_areas: maybeAreas(),
      improvement_areas: maybeAreas(),
    }),
  ),
  grading_details: maybe(
    z.object({
      total_marks_obtained: maybeNumber(),
      total_marks: maybeNumber(),
      exam_details: maybe(z.object({ total_marks: maybeNumber(), exam_period: maybeText(), subject: maybeText() })),
      performance_summary: maybe(z.object({ overall_comment: maybeText() })),
      answer_responses: maybeList(answerResponseSchema),
    }),
  ),
  strength_areas: maybeAreas(),
  improvement_areas: maybeAreas(),
  review: maybe(z.object({ state: maybe(markReviewStateSchema), released_at: maybeText(), released_by: maybeText() })),
}).check(z.meta({ id: 'AssessmentDetailResponse', description: "A student's graded assessment with results and per-question marks" }));
export type AssessmentDetailResponse = z.output<typeof assessmentDetailResponseSchema>;

/** Where a submission's marks stand for its teacher: the grader's, changed and saved but not released, or released. */
export const REVIEW_STATUS_LABELS = { ai_grade: 'AI grade', saved: 'Saved', released: 'Released' } as const;
export type ReviewStatus = keyof typeof REVIEW_STATUS_LABELS;

/** One student's submission in a teacher's class view of an assessment (the teacher assessment report). */
export const classSubmissionSchema = z.object({
  student_assessment_id: z.string(),
  student_user_id: z.string(),
  student_name: z.string(),
  status: z.string(),
  percentage: z.nullable(z.number()),
  marks_obtained: z.nullable(z.number()),
  total_marks: z.nullable(z.number()),
  review_status: z.enum(['ai_grade', 'saved', 'released']),
}).check(z.meta({ id: 'ClassSubmission', description: "A student's submission of an assessment, as their teacher's class view lists it" }));
export type ClassSubmission = z.output<typeof classSubmissionSchema>;

export const classSubmissionsSchema = z.object({ submissions: z.array(classSubmissionSchema) });
