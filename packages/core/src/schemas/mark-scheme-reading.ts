import { z } from 'zod/mini';

/*
 * The mark-scheme read-out: the questions, marks and mark points the grader read from an assessment's mark scheme,
 * shown to the teacher beside the scheme's pages, corrected and confirmed before anyone is marked on it.
 */

/** none: the assessment has no mark scheme; read: as the reader (or a provider) read it; confirmed: by a teacher. */
export const MARK_SCHEME_READING_STATUSES = ['none', 'read', 'confirmed'] as const;
export type MarkSchemeReadingStatus = (typeof MARK_SCHEME_READING_STATUSES)[number];

/** Who produced the version shown: the built-in reader, a model provider's proposal, or a teacher's confirmation. */
export const MARK_SCHEME_READING_SOURCES = ['reader', 'provider', 'teacher'] as const;
export type MarkSchemeReadingSource = (typeof MARK_SCHEME_READING_SOURCES)[number];

/**
 * What makes a reading unsure: the total written on the scheme differs from the sum read, no marks were found for
 * a question, or a question's stated marks differ from the total of its points.
 */
export const MARK_SCHEME_WARNING_CODES = ['total_mismatch', 'no_marks', 'question_total_mismatch'] as const;
export type MarkSchemeWarningCode = (typeof MARK_SCHEME_WARNING_CODES)[number];

/** Limits of a confirmed reading, so that one request cannot store an unbounded document. */
export const MARK_SCHEME_READING_LIMITS = {
  questions: 200,
  pointsPerQuestion: 60,
  alternativesPerPoint: 30,
  labelLength: 40,
  textLength: 4000,
} as const;

export const markPointReadSchema = z.object({
  text: z.string(),
  marks: z.number(),
  alternatives: z.array(z.string()),
}).check(z.meta({ id: 'MarkPointRead', description: 'One mark point as read: its text, its marks and the answers also accepted for it' }));
export type MarkPointRead = z.infer<typeof markPointReadSchema>;

export const markSchemeQuestionReadSchema = z.object({
  label: z.string(),
  text: z.string(),
  marks: z.nullable(z.number()).check(z.describe('marks the question is worth as read; null when no marks were found')),
  stated_marks: z.nullable(z.number()).check(z.describe('the marks the scheme states for this question, if any')),
  page: z.nullable(z.int()).check(z.describe('1-based page of the mark scheme it was read from')),
  points: z.array(markPointReadSchema),
}).check(z.meta({ id: 'MarkSchemeQuestionRead', description: 'One question (or part) of a mark scheme as read' }));
export type MarkSchemeQuestionRead = z.infer<typeof markSchemeQuestionReadSchema>;

export const markSchemeWarningSchema = z.object({
  code: z.enum(MARK_SCHEME_WARNING_CODES),
  label: z.nullable(z.string()).check(z.describe('the question the warning is about; null for the whole scheme')),
  message: z.string(),
}).check(z.meta({ id: 'MarkSchemeWarning', description: 'Why a reading is unsure, in words to show' }));
export type MarkSchemeWarning = z.infer<typeof markSchemeWarningSchema>;

export const markSchemePageSchema = z.object({
  number: z.int(),
  text: z.string(),
  image_url: z.nullable(z.string()),
}).check(z.meta({ id: 'MarkSchemePage', description: "A page of the mark scheme: its text and, when it can be drawn, its image's address" }));
export type MarkSchemePage = z.infer<typeof markSchemePageSchema>;

/** GET, PUT and POST .../propose of /assessments/{id}/mark-scheme-reading. */
export const markSchemeReadingSchema = z.object({
  assessment_id: z.string(),
  status: z.enum(MARK_SCHEME_READING_STATUSES),
  source: z.enum(MARK_SCHEME_READING_SOURCES),
  questions: z.array(markSchemeQuestionReadSchema),
  total_marks: z.number().check(z.describe('sum of the questions\' marks as read: what marking uses')),
  stated_total: z.nullable(z.number()).check(z.describe('the total written on the scheme, if any')),
  warnings: z.array(markSchemeWarningSchema),
  pages: z.array(markSchemePageSchema),
  mark_scheme_url: z.nullable(z.string()),
  provider_available: z.boolean(),
  confirmed_at: z.nullable(z.string()),
  confirmed_by: z.nullable(z.string()),
}).check(z.meta({ id: 'MarkSchemeReading', description: "What the grader read of an assessment's mark scheme, or the version a teacher confirmed" }));
export type MarkSchemeReading = z.infer<typeof markSchemeReadingSchema>;

const { questions: maxQuestions, pointsPerQuestion, alternativesPerPoint, labelLength, textLength } = MARK_SCHEME_READING_LIMITS;

const filledText = (empty: string, tooLong: string, max: number = textLength) => z.string().check(z.trim(), z.minLength(1, empty), z.maxLength(max, tooLong));
const markCount = (message: string) => z.number({ error: message }).check(z.gte(0, message));

const confirmedPointSchema = z.object({
  text: filledText('Every mark point needs its text', `A mark point can be at most ${textLength} characters`),
  marks: markCount("A mark point's marks must be a number of 0 or more"),
  alternatives: z._default(
    z.array(filledText('An alternative answer cannot be empty', `An alternative answer can be at most ${textLength} characters`))
      .check(z.maxLength(alternativesPerPoint, `A mark point can have at most ${alternativesPerPoint} alternative answers`)),
    [],
  ),
});

const confirmedQuestionSchema = z.object({
  label: filledText('Every question needs a label', `A question's label can be at most ${labelLength} characters`, labelLength),
  text: z._default(z.string().check(z.trim(), z.maxLength(textLength, `A question's text can be at most ${textLength} characters`)), ''),
  marks: markCount("A question's marks must be a number of 0 or more"),
  page: z.optional(z.nullable(z.int())),
  points: z._default(z.array(confirmedPointSchema).check(z.maxLength(pointsPerQuestion, `A question can have at most ${pointsPerQuestion} mark points`)), []),
});
export type ConfirmedMarkSchemeQuestion = z.output<typeof confirmedQuestionSchema>;

/** Marks are compared to a hundredth, so that half marks added up in floating point still agree. */
const sameMarks = (a: number, b: number) => Math.abs(a - b) < 0.005;

/**
 * What is wrong with a reading a teacher confirms, in words to show, or null when it can be confirmed: labels
 * unique, each question's marks no more than its points add up to (equal, or less where its points share its marks
 * as a cap, as in "any two from:"; any marks when it has no points), and at least one mark in all.
 */
export function markSchemeReadingProblem(questions: readonly ConfirmedMarkSchemeQuestion[]): string | null {
  if (questions.length === 0) return 'Add at least one question';
  const seen = new Set<string>();
  for (const question of questions) {
    const key = question.label.toLowerCase();
    if (seen.has(key)) return `Two questions are labelled ${question.label}: each label must be different`;
    seen.add(key);
    if (question.points.length === 0) continue;
    const pointsTotal = question.points.reduce((sum, point) => sum + point.marks, 0);
    if (question.marks > pointsTotal && !sameMarks(pointsTotal, question.marks)) {
      return `Question ${question.label} is worth ${question.marks} marks but its points add up to only ${Math.round(pointsTotal * 100) / 100}`;
    }
  }
  if (questions.reduce((sum, question) => sum + question.marks, 0) <= 0) return 'The questions must be worth at least 1 mark in all';
  return null;
}

/** PUT /assessments/{id}/mark-scheme-reading: the reading a teacher confirms. */
export const confirmMarkSchemeReadingRequestSchema = z.object({
  questions: z.array(confirmedQuestionSchema, { error: 'questions must be a list of questions' })
    .check(z.maxLength(maxQuestions, `A mark scheme can have at most ${maxQuestions} questions`)),
}).check(
  z.superRefine((body, context) => {
    const problem = markSchemeReadingProblem(body.questions);
    if (problem) context.addIssue({ code: 'custom', message: problem, path: ['questions'], input: body.questions });
  }),
  z.meta({ id: 'ConfirmMarkSchemeReadingRequest', description: 'The questions, marks, points and alternatives a teacher confirms for marking' }),
);
export type ConfirmMarkSchemeReadingRequest = z.input<typeof confirmMarkSchemeReadingRequestSchema>;

/** What a graded result says of the mark scheme it was marked on (null when none was used). */
export const schemeReadSummarySchema = z.object({
  questions: z.int(),
  total_marks: z.number(),
  stated_total: z.nullable(z.number()),
  warnings: z.array(markSchemeWarningSchema),
}).check(z.meta({ id: 'SchemeReadSummary', description: 'How many questions and marks were read of the mark scheme a result was marked on, and any warnings' }));
export type SchemeReadSummary = z.infer<typeof schemeReadSummarySchema>;

/** The words a result shows for its scheme: "Read as 2 questions, 5 marks". */
export function schemeReadSummaryText(summary: Pick<SchemeReadSummary, 'questions' | 'total_marks'>): string {
  const questions = `${summary.questions} ${summary.questions === 1 ? 'question' : 'questions'}`;
  const marks = `${summary.total_marks} ${summary.total_marks === 1 ? 'mark' : 'marks'}`;
  return `Read as ${questions}, ${marks}`;
}
