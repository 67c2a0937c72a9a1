import { z } from 'zod/mini';

/** Where an answer's current mark comes from: a teacher, a suggestion learned from the teacher's marks, or the grader. */
export const answerMarkSourceSchema = z.enum(['teacher', 'suggestion', 'grader']);
export type AnswerMarkSource = z.infer<typeof answerMarkSourceSchema>;

/** One student's answer to a question of a class's assessment, with its marks so far. */
export const groupedAnswerSchema = z.object({
  student_assessment_id: z.string(),
  student: z.object({ id: z.string(), name: z.nullable(z.string()) }),
  answer: z.string(),
  /** The mark shown: the teacher's, else the suggestion, else the grader's. */
  marks_obtained: z.number(),
  source: answerMarkSourceSchema,
  grader_marks: z.number(),
  suggested_marks: z.nullable(z.number()),
  /** How sure the suggested mark is, 0 to 1: from the teacher's marks so far and how close marked answers are. */
  suggestion_confidence: z.nullable(z.number()),
  /** The suggested mark is unsure enough that the teacher should look at the answer first. */
  needs_review: z.boolean(),
  teacher_marks: z.nullable(z.number()),
  released: z.boolean(),
}).check(z.meta({ id: 'GroupedAnswer', description: "A student's answer in an answer group" }));
export type GroupedAnswer = z.infer<typeof groupedAnswerSchema>;

export const answerGroupSchema = z.object({
  id: z.string().check(z.describe('the representative answer\'s submission id')),
  kind: z.enum(['identical', 'similar']),
  size: z.number(),
  representative: groupedAnswerSchema,
  answers: z.array(groupedAnswerSchema),
}).check(z.meta({ id: 'AnswerGroup', description: 'Answers to one question grouped by meaning' }));
export type AnswerGroup = z.infer<typeof answerGroupSchema>;

/** A question of a class's assessment (GET /assessments/{id}/questions lists them in paper order). */
export const classQuestionSchema = z.object({ label: z.string(), total_marks: z.number() }).check(z.meta({ id: 'ClassQuestion', description: 'A question of an assessment' }));
export type ClassQuestion = z.infer<typeof classQuestionSchema>;
export const classQuestionListSchema = z.array(classQuestionSchema);

/** GET /assessments/{id}/questions/{question}/groups */
export const answerGroupsResponseSchema = z.object({
  assessment_id: z.string(),
  question: z.string(),
  question_part: z.string(),
  label: z.string(),
  total_marks: z.number(),
  correct_answer: z.nullable(z.string()),
  questions: classQuestionListSchema,
  counts: z.object({ answers: z.number(), teacher_marked: z.number(), suggestions: z.number() }),
  groups: z.array(answerGroupSchema),
}).check(z.meta({ id: 'AnswerGroups', description: "A class's answers to one question, grouped by meaning" }));
export type AnswerGroupsResponse = z.infer<typeof answerGroupsResponseSchema>;

/** PUT /assessments/{id}/questions/{question}/marks: one mark for every listed answer (a group, or one answer). */
export const groupMarksRequestSchema = z.object({
  student_assessment_ids: z.array(z.string().check(z.minLength(1))).check(z.minLength(1, 'Choose at least one answer to mark'), z.maxLength(1000, 'Mark at most 1000 answers at once')),
  marks_obtained: z.number({ error: 'Marks must be a number' }).check(z.gte(0, 'Marks cannot be negative')),
  feedback: z.optional(z.string().check(z.maxLength(5000, 'Feedback must be 5000 characters or fewer'))),
}).check(z.meta({ id: 'GroupMarksRequest', description: 'Mark a group of answers, or one answer, at once' }));
export type GroupMarksRequest = z.infer<typeof groupMarksRequestSchema>;

/** POST /assessments/{id}/questions/{question}/suggestions/accept: the listed suggestions, or all of them. */
export const acceptSuggestionsRequestSchema = z.object({ student_assessment_ids: z.optional(z.array(z.string().check(z.minLength(1))).check(z.maxLength(1000, 'Accept at most 1000 answers at once'))) }).check(z.meta({ id: 'AcceptSuggestionsRequest', description: "Accept marks suggested from the teacher's marks" }));
export type AcceptSuggestionsRequest = z.infer<typeof acceptSuggestionsRequestSchema>;

export const regradeStateSchema = z.enum(['open', 'changed', 'unchanged']);
export type RegradeState = z.infer<typeof regradeStateSchema>;

/** POST /student-assessments/{id}/regrade-requests */
export const regradeRequestCreateSchema = z.object({
  question: z.string().check(z.trim(), z.minLength(1, 'Choose a question')),
  question_part: z.optional(z.nullable(z.string())),
  reason: z.string().check(z.trim(), z.minLength(1, 'Please give a reason for the regrade request'), z.maxLength(2000, 'The reason must be 2000 characters or fewer')),
}).check(z.meta({ id: 'RegradeRequestCreate', description: 'Ask for a question to be marked again' }));
export type RegradeRequestCreate = z.infer<typeof regradeRequestCreateSchema>;

/** POST /regrade-requests/{id}/answer: a reply, and the new mark when the teacher changes it. */
export const regradeAnswerSchema = z.object({
  response: z.string().check(z.trim(), z.minLength(1, 'Please write a reply to the student'), z.maxLength(2000, 'The reply must be 2000 characters or fewer')),
  marks_obtained: z.optional(z.number().check(z.gte(0, 'Marks cannot be negative'))),
}).check(z.meta({ id: 'RegradeAnswer', description: "A teacher's answer to a regrade request" }));
export type RegradeAnswer = z.infer<typeof regradeAnswerSchema>;

export const regradeRequestSchema = z.object({
  id: z.string(),
  student_assessment_id: z.string(),
  assessment_id: z.string(),
  assessment_title: z.string(),
  student: z.object({ id: z.string(), name: z.nullable(z.string()) }),
  question: z.string(),
  question_part: z.string(),
  label: z.string(),
  reason: z.string(),
  state: regradeStateSchema,
  response: z.nullable(z.string()),
  answer: z.nullable(z.string()),
  marks_obtained: z.number(),
  total_marks: z.number(),
  marks_before: z.nullable(z.number()),
  marks_after: z.nullable(z.number()),
  created_at: z.string(),
  answered_at: z.nullable(z.string()),
}).check(z.meta({ id: 'RegradeRequest', description: 'A regrade request and where it stands' }));
export type RegradeRequest = z.infer<typeof regradeRequestSchema>;

export const regradeRequestListSchema = z.array(regradeRequestSchema);
