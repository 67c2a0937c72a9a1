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

// What the reports screens read of a teacher's students and classes, a class report and a submission's history.

/**
 * A report in the reports home list: it carries its assessment, so that a teacher may open its class report, and
 * whether it is practice (a self-check, which counts in no result).
 */
export const myReportSchema = z.extend(reportListItemSchema, { assessment_id: z.nullish(z.string()), practice: z.nullish(z.boolean()) });
export type MyReport = ReportListItem & { assessment_id?: string | null; practice?: boolean | null };

/** An assessment in Student Reports' list, with its subject and percentage when the server sends them. */
export const studentReportItemSchema = z.extend(studentReportListItemSchema, { subject_name: z.nullish(z.string()), percentage: z.nullish(z.number()) });
export type StudentReportItem = StudentReportListItem & { subject_name?: string | null; percentage?: number | null };

const nullableNumber = z.pipe(z.nullish(z.number()), z.transform((value) => value ?? null));
const nullableText = z.pipe(z.nullish(z.string()), z.transform((value) => value ?? null));

/** One of a teacher's students with their latest score and average. */
export const teacherStudentSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: nullableText,
  student_id: nullableText,
  class_name: nullableText,
  user_id: nullableText,
  total_assessments: z._default(z.number(), 0),
  average_score: nullableNumber,
  last_assessment_date: nullableText,
  latest_score: nullableNumber,
  latest_title: nullableText,
});
export type TeacherStudent = z.output<typeof teacherStudentSchema>;
export const teacherStudentsAnswerSchema = z.object({ students: z._default(z.array(teacherStudentSchema), []) });

/** One of a teacher's classes with its average, completion and weakest topics. */
export const teacherClassSchema = z.object({
  id: z.string(),
  name: z.string(),
  subject_name: nullableText,
  year_group: nullableText,
  student_count: z._default(z.number(), 0),
  linked_count: z._default(z.number(), 0),
  average_score: nullableNumber,
  graded: z._default(z.number(), 0),
  assessments_set: z._default(z.number(), 0),
  completion_rate: nullableNumber,
  weakest_topics: z._default(z.array(z.object({ topic: z.string(), percentage: z.number() })), []),
});
export type TeacherClass = z.output<typeof teacherClassSchema>;
export const teacherClassesAnswerSchema = z.object({ classes: z._default(z.array(teacherClassSchema), []) });

/** A class and the assessments graded in it. */
export const classReportSchema = z.object({
  class: z.object({ id: z.string(), name: z.string() }),
  assessments: z._default(z.array(z.object({ assessment_id: z.string(), title: z.string(), subject: nullableText, submissions: z.number(), average_score: nullableNumber })), []),
});
export type ClassReport = z.output<typeof classReportSchema>;

/** One assessment in a class: its summary, the spread of marks, each submission and each question's average. */
export const assessmentClassReportSchema = z.object({
  assessment: z.object({ id: z.string(), title: z.string(), subject: nullableText, total_marks: nullableNumber }),
  summary: z.object({ submissions: z.number(), graded: z.number(), average_score: nullableNumber, highest_score: nullableNumber, lowest_score: nullableNumber }),
  distribution: z._default(z.array(z.object({ label: z.string(), from: z.number(), to: z.number(), count: z.number() })), []),
  submissions: z._default(
    z.array(
      z.object({
        student_assessment_id: z.string(),
        student_user_id: z.string(),
        student_record_id: z.string(),
        student_name: z.string(),
        status: z.string(),
        percentage: nullableNumber,
        marks_obtained: nullableNumber,
        total_marks: nullableNumber,
        review_state: z.string(),
      }),
    ),
    [],
  ),
  questions: z._default(
    z.array(
      z.object({
        question: z.string(),
        question_part: z._default(z.string(), ''),
        topic: nullableText,
        answers: z.number(),
        average_marks: nullableNumber,
        total_marks: nullableNumber,
        average_percentage: nullableNumber,
      }),
    ),
    [],
  ),
});
export type AssessmentClassReport = z.output<typeof assessmentClassReportSchema>;

/** One change to a submission's marks or its release (decision 14). */
export const reviewEventSchema = z.object({
  id: z.pipe(z.union([z.string(), z.number()]), z.transform(String)),
  action: z.string(),
  question: nullableText,
  question_part: nullableText,
  old_marks: nullableNumber,
  new_marks: nullableNumber,
  old_feedback: nullableText,
  new_feedback: nullableText,
  actor_email: nullableText,
  created_at: z.string(),
});
export type ReviewEvent = z.output<typeof reviewEventSchema>;

/** Who a submission belongs to, for a teacher who opens a report by its id alone. */
export const submissionStudentSchema = z.object({ student: z.object({ id: z.string() }) });
