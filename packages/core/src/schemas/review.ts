import { z } from 'zod/mini';
import { markReviewStateSchema } from './enums.js';

/** A teacher's mark (and optional feedback) for one question or part. */
export const markOverrideItemSchema = z.object({
  question: z.string().check(z.trim(), z.minLength(1), z.describe('the question number or label, as in answer_responses')),
  question_part: z.optional(z.nullable(z.string())),
  marks_obtained: z.number().check(z.gte(0, 'Marks cannot be negative')),
  feedback: z.optional(z.string()),
}).check(z.meta({ id: 'MarkOverrideItem', description: "A teacher's mark for one question or part" }));
export type MarkOverrideItem = z.infer<typeof markOverrideItemSchema>;

/** PUT /student-assessments/{id}/marks (decision 14). The server checks each mark against the question's total. */
export const markOverrideRequestSchema = z.object({
  marks: z.array(markOverrideItemSchema).check(z.minLength(1, 'At least one mark is required')),
  teacher_feedback: z.optional(z.string()),
  version: z.optional(z.int().check(z.describe("the marks' version the teacher opened (review.version); a save from an older copy is refused with 409"))),
}).check(z.meta({ id: 'MarkOverrideRequest', description: "Override a student's per-question marks and feedback" }));
export type MarkOverrideRequest = z.infer<typeof markOverrideRequestSchema>;

/** POST /student-assessments/{id}/release takes no fields. */
export const releaseMarksRequestSchema = z.object({}).check(z.meta({ id: 'ReleaseMarksRequest', description: "Release a student's marks" }));

/** Where a student's marks stand: provisional AI marks until a teacher releases them. */
export const markReviewSchema = z.object({
  student_assessment_id: z.string(),
  state: markReviewStateSchema,
  released_at: z.nullable(z.string()),
  released_by: z.nullable(z.string()),
  updated_at: z.nullable(z.string()),
  updated_by: z.nullable(z.string()),
}).check(z.meta({ id: 'MarkReview', description: 'The review state of a graded submission' }));
export type MarkReview = z.infer<typeof markReviewSchema>;

/** One kept change to a mark: who, when, from what to what. */
export const markChangeSchema = z.object({
  question: z.string(),
  question_part: z.nullable(z.string()),
  previous_marks: z.nullable(z.number()),
  marks_obtained: z.number(),
  feedback: z.nullable(z.string()),
  changed_by: z.string(),
  changed_at: z.string(),
}).check(z.meta({ id: 'MarkChange', description: 'A kept change to one mark' }));
export type MarkChange = z.infer<typeof markChangeSchema>;
