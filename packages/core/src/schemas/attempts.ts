import { z } from 'zod/mini';
import { ATTEMPTS_TEXTS, MAX_ATTEMPTS } from '../rules/assessments/attempts.js';

/** PUT /api/assessments/{id}/attempts: how many times each student may submit the assessment (its creator only). */
export const attemptsRequestSchema = z.object({
  attempts_allowed: z.int(ATTEMPTS_TEXTS.range).check(z.gte(1, ATTEMPTS_TEXTS.range), z.lte(MAX_ATTEMPTS, ATTEMPTS_TEXTS.range)),
}).check(z.meta({ id: 'AttemptsRequest', description: 'How many times each student may submit an assessment' }));
export type AttemptsRequest = z.infer<typeof attemptsRequestSchema>;
