import { z } from 'zod/mini';
import { MARK_REVIEW_STATES } from './enums.js';
import { classSchema } from './management.js';
import { schemeReadSummarySchema } from './mark-scheme-reading.js';

/** The nullable fields of what the server serves. */
const servedText = z.nullable(z.string());
const servedNumber = z.nullable(z.number());
const servedReviewState = z.enum(MARK_REVIEW_STATES);

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
  draft_marks_obtained: z.optional(z.nullable(z.number())).check(z.describe("the total with the teacher's saved (draft) marks; the released total is marks_obtained")),
  attempt: z.nullish(z.int()).check(z.describe("which of the student's attempts it is (1 for the first)")),
  attempts_allowed: z.nullish(z.int()).check(z.describe('how many attempts the assessment allows')),
}).check(z.meta({ id: 'ClassSubmission', description: "A student's submission of an assessment, as their teacher's class view lists it" }));
export type ClassSubmission = z.output<typeof classSubmissionSchema>;

export const classSubmissionsSchema = z.object({ submissions: z.array(classSubmissionSchema) });

/** Who a submission belongs to, for a teacher who opens a report by its id alone. */
export const submissionStudentSchema = z.object({ student: z.object({ id: z.string() }) });

/*
 * What the report routes serve, exactly: the server builds its answers as these types and describes them with these
 * schemas in its API document, and the screens parse the answers with the same schemas (one schema an answer).
 */

export const myReportItemSchema = z.object({
  id: z.string(),
  assessment_id: z.string(),
  assessment_title: z.string(),
  subject_name: servedText,
  status: z.string(),
  submitted_at: servedText,
  graded_at: servedText,
  percentage: servedNumber.check(z.describe('0-100, null until graded')),
  purpose: z.enum(['submission', 'validation']),
  review_state: servedReviewState,
  practice: z.boolean().check(z.describe('practice (a self-check): shown to the student, counted in no result')),
  attempt: servedNumber.check(z.describe("which of the student's attempts at the assessment it is (1 for the first); null for no attempt (a failed grading, a self-check)")),
  attempts_allowed: z.number().check(z.describe('how many attempts the assessment allows')),
}).check(z.meta({ id: 'MyReportItem', description: "A submission in the signed-in student's report list (reports home and dashboard)" }));
export type MyReportItem = z.output<typeof myReportItemSchema>;

export const studentReportItemOutSchema = z.object({
  id: z.string().check(z.describe('the student assessment id')),
  title: z.string(),
  completed_date: servedText,
  subject_name: servedText,
  percentage: servedNumber,
  status: z.string(),
  review_state: servedReviewState,
  practice: z.boolean().check(z.describe('practice: listed only when asked for with include_practice')),
}).check(z.meta({ id: 'StudentReportItem', description: 'A graded assessment in a student report list' }));
export type StudentReportItemOut = z.output<typeof studentReportItemOutSchema>;

export const topicAreaSchema = z.object({ topic: z.string(), description: z.string(), percentage: z.number(), marks_obtained: z.number(), total_marks: z.number() })
  .check(z.meta({ id: 'TopicArea', description: 'A topic with the share of its marks the student gained' }));
export type TopicArea = z.output<typeof topicAreaSchema>;

const servedAreas = z.array(z.union([topicAreaSchema, z.unknown()])).check(z.describe('topics by effective mark; the grader’s own list when questions carry no topic'));

/** One question of an assessment report, in the student assessment report's terms. */
export const assessmentReportQuestionSchema = z.object({ id: z.string(), number: z.string(), topic: servedText, score: z.number(), max_score: z.number() });

/** One answered question or part of a submission, with its effective marks. */
export const answerResponseSchema = z.object({
  question: z.string().check(z.describe('the number or label that groups the parts of one question')),
  question_part: z.string().check(z.describe("'' for a question without parts")),
  question_text: servedText.check(z.describe("the question's words, as read from the question paper")),
  mark_points: z.array(z.object({ point: z.string(), met: z.boolean() })).check(z.describe("the mark scheme's points for it, each met or missed")),
  answer_page: servedNumber.check(z.describe('the page of the answer sheet the answer was read from (from 1)')),
  topic: servedText,
  marks_obtained_for_question: z.number(),
  total_marks_for_question: z.number(),
  student_answer: servedText,
  correct_answer: servedText,
  analysis: servedText,
  overridden: z.boolean().check(z.describe('a teacher released a different mark or feedback')),
  // Only the student's teacher (the reviewer) gets these (decision 14): every other answer lacks them.
  saved_marks_for_question: z.optional(servedNumber).check(z.describe("the marks the teacher saved, released or not yet; the reviewer's only")),
  saved_feedback: z.optional(servedText).check(z.describe("the feedback the teacher saved; the reviewer's only")),
  suggested_marks_for_question: z.optional(servedNumber).check(z.describe("the mark suggested from the teacher's marks on the class's other answers; the reviewer's only")),
  suggestion_confidence: z.optional(servedNumber).check(z.describe("how sure the suggestion is (0 to 1); the reviewer's only")),
  suggestion_needs_review: z.optional(z.boolean()).check(z.describe("whether the suggestion needs the teacher's eye; the reviewer's only")),
}).check(z.meta({ id: 'AnswerResponse', description: 'The marks and feedback for one answered question or part' }));
export type AnswerResponse = z.output<typeof answerResponseSchema>;

const submissionDetailShape = {
  id: z.string(),
  student_assessment_id: z.string(),
  assessment_id: z.string(),
  status: z.string(),
  purpose: z.enum(['submission', 'validation']),
  assessment: z.object({ id: z.string(), title: z.string(), type: z.string(), total_marks: servedNumber }),
  student: z.object({ id: z.string(), name: servedText }),
  submission: z.object({ submitted_at: z.string(), graded_at: servedText }),
  results: z.object({
    total_earned_marks: servedNumber,
    total_marks_obtained: servedNumber,
    total_marks: servedNumber,
    percentage: servedNumber,
    scoring_summary: z.object({ total_marks: servedNumber, total_marks_obtained: servedNumber, percentage: servedNumber }),
    teacher_feedback: servedText.check(z.describe('the teacher feedback, once released')),
    strength_areas: servedAreas,
    improvement_areas: servedAreas,
  }),
  grading_details: z.object({
    total_marks_obtained: servedNumber,
    total_marks: servedNumber,
    exam_details: z.object({ total_marks: servedNumber, exam_period: servedText, subject: servedText }),
    performance_summary: z.object({ overall_comment: z.string() }),
    answer_responses: z.array(answerResponseSchema),
  }),
  strength_areas: servedAreas,
  improvement_areas: servedAreas,
  suggestions: z.array(z.string()).check(z.describe("the grader's suggestions for improvement")),
  grading_notes: z.array(z.string()).check(z.describe('what the grader could not do with the papers, such as pages not read over the text recognition limit')),
  scheme_read: z.nullable(schemeReadSummarySchema).check(z.describe('what the grader read of the mark scheme it marked on; null when none was used (or the result is older)')),
  review: z.object({
    state: servedReviewState,
    released_at: servedText,
    released_by: servedText,
    label: servedText.check(z.describe('the label shown on marks not yet released; null once released')),
    version: z.number().check(z.describe('the copy of the marks a reviewer opened: a save from an older copy is refused')),
  }),
};

/**
 * The assessment detail response of spec 02 §3 for one submission, with effective marks (decision 14): what
 * GET /student-assessments/{id} serves. The totals stay as stored (null when unknown); spec 02 §9's fall-back
 * through the fields to 100 is the report view's to apply (analytics/report-detail.ts).
 */
export const submissionDetailSchema = z.object(submissionDetailShape)
  .check(z.meta({ id: 'SubmissionDetail', description: 'A submission with its effective marks: the assessment detail response of spec 02 §3 (decision 14)' }));
export type SubmissionDetail = z.output<typeof submissionDetailSchema>;

/**
 * The report of one submission: the assessment detail response with strengths and improvement areas by topic and
 * each answer's status, and the student assessment report's fields beside it (title, subject, score,
 * completed_date, feedback, questions), so that the report detail, the student reports screen, Assessment Details
 * and the teacher's marks review read one answer.
 */
export const assessmentReportSchema = z.object({
  ...submissionDetailShape,
  grading_details: z.object({
    ...submissionDetailShape.grading_details.shape,
    answer_responses: z.array(z.object({ ...answerResponseSchema.shape, status: z.enum(['correct', 'partial', 'incorrect']) })),
  }),
  title: z.string(),
  subject: servedText,
  score: servedNumber.check(z.describe('percentage 0-100, one decimal')),
  completed_date: servedText,
  feedback: servedText,
  questions: z.array(assessmentReportQuestionSchema),
}).check(z.meta({
  id: 'AssessmentReport',
  description: 'The assessment detail response (spec 02 §3) with the student assessment report fields; marks are released ones where they exist',
}));
export type AssessmentReport = z.output<typeof assessmentReportSchema>;

export const studentProgressSchema = z.object({
  student_name: z.string(),
  total_assessments: z.number(),
  average_score: z.number(),
  subjects: z.array(
    z.object({ id: servedText, name: z.string(), assessment_count: z.number(), average_score: z.number(), trend: z.enum(['improving', 'declining', 'stable']) }),
  ),
  improvement_areas: z.array(z.object({ text: z.string(), subject: z.string(), topic: z.string(), percentage: z.number() })),
}).check(z.meta({ id: 'StudentProgress', description: "A student's progress by subject, with the topics to improve" }));
export type StudentProgress = z.output<typeof studentProgressSchema>;

/** A student record with the linked account's graded results, as the teacher's reports serve it. */
export const studentResultsSchema = z.object({
  id: z.string().check(z.describe('the student record')),
  name: z.string(),
  email: servedText,
  student_id: servedText,
  class_year: servedText,
  class_id: servedText,
  class_name: servedText,
  user_id: servedText,
  invitation_status: servedText,
  total_assessments: z.number(),
  average_score: servedNumber,
  highest_score: servedNumber,
  lowest_score: servedNumber,
  last_assessment_date: servedText,
  latest_score: servedNumber.check(z.describe('the score of the newest graded assessment')),
  latest_title: servedText.check(z.describe('the newest graded assessment')),
}).check(z.meta({ id: 'StudentResults', description: "A student record with the linked account's graded results" }));
export type StudentResults = z.output<typeof studentResultsSchema>;

/** One of a teacher's classes as the classes report serves it. */
export const teacherClassItemSchema = z.object({
  id: z.string(),
  name: z.string(),
  subject_name: servedText,
  year_group: servedText,
  student_count: z.number(),
  linked_count: z.number().check(z.describe('students with a linked account')),
  average_score: servedNumber,
  graded: z.number().check(z.describe("the class's graded submissions")),
  assessments_set: z.number().check(z.describe('the assessments set on the class page')),
  submissions_due: z.number().check(z.describe('one submission for each student of the class and each assessment set')),
  submissions_made: z.number().check(z.describe('of those, the ones made: by the class page rule, a submission in any state')),
  completion_rate: servedNumber.check(z.describe('submissions made over submissions due, in percent; null when none is due')),
  weakest_topics: z.array(z.object({ topic: z.string(), percentage: z.number() })),
});
export type TeacherClass = z.output<typeof teacherClassItemSchema>;

export const teacherStudentsReportSchema = z.object({
  teacher_id: z.string(),
  total_students: z.number(),
  linked_students: z.number(),
  total_assessments: z.number(),
  average_score: servedNumber,
  students: z.array(studentResultsSchema),
}).check(z.meta({ id: 'TeacherStudentsReport', description: "A teacher's student records and their results" }));
export type TeacherStudentsReport = z.output<typeof teacherStudentsReportSchema>;

export const teacherClassReportSchema = z.object({
  class: classSchema,
  total_assessments: z.number(),
  average_score: servedNumber,
  students: z.array(studentResultsSchema),
  assessments: z.array(z.object({ assessment_id: z.string(), title: z.string(), subject: servedText, submissions: z.number(), average_score: servedNumber, last_graded_at: servedText })),
}).check(z.meta({ id: 'TeacherClassReport', description: 'A class, its students and its assessments' }));
export type TeacherClassReport = z.output<typeof teacherClassReportSchema>;

export const teacherAssessmentReportSchema = z.object({
  assessment: z.object({ id: z.string(), title: z.string(), subject: servedText, total_marks: servedNumber, created_at: servedText }),
  summary: z.object({ submissions: z.number(), graded: z.number(), average_score: servedNumber, highest_score: servedNumber, lowest_score: servedNumber }),
  distribution: z.array(z.object({ label: z.string(), from: z.number(), to: z.number(), count: z.number() }))
    .check(z.describe('how many graded students scored in each ten-point band')),
  submissions: z.array(
    z.object({
      student_assessment_id: z.string(),
      student_user_id: z.string(),
      student_record_id: z.string(),
      student_name: z.string(),
      status: z.string(),
      percentage: servedNumber,
      marks_obtained: servedNumber,
      total_marks: servedNumber,
      submitted_at: servedText,
      graded_at: servedText,
      review_state: servedReviewState,
      review_status: z.enum(['ai_grade', 'saved', 'released'])
        .check(z.describe("where the marks stand: the grader's, changed by a teacher and not yet released, or released")),
      draft_marks_obtained: servedNumber.check(z.describe("the total with the teacher's saved (draft) marks; marks_obtained is the released total")),
      attempt: servedNumber.check(z.describe("which of the student's attempts it is (1 for the first); null for a submission that is no attempt")),
      attempts_allowed: z.number().check(z.describe('how many attempts the assessment allows')),
    }),
  ),
  questions: z.array(
    z.object({ question: z.string(), question_part: z.string(), topic: servedText, answers: z.number(), average_marks: z.number(), total_marks: z.number(), average_percentage: servedNumber }),
  ),
}).check(z.meta({ id: 'TeacherAssessmentReport', description: "The submissions of a teacher's students to one assessment" }));
export type TeacherAssessmentReport = z.output<typeof teacherAssessmentReportSchema>;

export const teacherClassesReportSchema = z.object({
  teacher_id: z.string(),
  classes: z.array(teacherClassItemSchema),
}).check(z.meta({ id: 'TeacherClassesReport', description: "A teacher's classes with their average, completion and weakest topics" }));
export type TeacherClassesReport = z.output<typeof teacherClassesReportSchema>;

/** What a kept change to a submission's marks was: a teacher's mark or feedback, a release, or a step of class marking or a regrade. */
export const MARK_REVIEW_ACTIONS = ['override', 'feedback', 'release', 'suggestion_accepted', 'regrade_requested', 'regrade_answered'] as const;

export const markReviewEventSchema = z.object({
  id: z.string(),
  action: z.enum(MARK_REVIEW_ACTIONS),
  question: servedText,
  question_part: servedText,
  old_marks: servedNumber,
  new_marks: servedNumber,
  old_feedback: servedText,
  new_feedback: servedText,
  actor_id: servedText,
  actor_email: servedText,
  created_at: z.string(),
}).check(z.meta({ id: 'MarkReviewEvent', description: 'One kept change to the marks or feedback of a submission, or its release' }));
export type MarkReviewEvent = z.output<typeof markReviewEventSchema>;
