import { z } from 'zod/mini';

/** An archived assessment in the administrator's archive (GET /assessments/archived). */
export const archivedAssessmentSchema = z.object({
  id: z.string(),
  title: z.string(),
  creator_name: z.string().check(z.describe('the teacher who made it')),
  archived_at: z.string(),
  archived_by_name: z.nullable(z.string()).check(z.describe('who deleted it')),
  submissions: z.number().check(z.describe("students' submissions kept with it")),
}).check(z.meta({ id: 'ArchivedAssessment', description: "An assessment its teacher deleted, kept with its students' work" }));
export type ArchivedAssessment = z.output<typeof archivedAssessmentSchema>;

export const archivedAssessmentListSchema = z.array(archivedAssessmentSchema);

/** POST /assessments/{id}/restore. */
export const restoredAssessmentSchema = z.object({ id: z.string(), restored: z.boolean() }).check(z.meta({ id: 'RestoredAssessment' }));
