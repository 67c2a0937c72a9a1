import { z } from 'zod';
import type { FastifyInstance } from 'fastify';
import { attemptsUsedText, assessmentActionRefusal } from '@assess/core/rules';
import { attemptsRequestSchema } from '@assess/core/schemas';
import { ApiError, isUuid } from '../shared/errors.js';
import { routeDeclarer } from '../shared/route.js';
import { userIdOf, type ProductContext } from '../context.js';
import { attemptAllowance, findVisibleAssessment, setAttemptsAllowed, type Queryable } from './repository.js';
import { ASSESSMENT_NOT_FOUND } from './routes.js';

/**
 * Refuses (409, the text the submit screen shows) a student's submission of an assessment someone else set once
 * they have used the attempts it allows. In a transaction, `lock` holds the assessment's row until it ends, so
 * that two submissions at once cannot both take the last attempt; nothing is stored or counted before this.
 */
export async function refuseAttemptPastAllowance(db: Queryable, studentId: string, assessmentId: string, { lock = false } = {}): Promise<void> {
  const row = await attemptAllowance(db, studentId, assessmentId, lock);
  if (!row || row.creator_id === studentId) return;
  if (Number(row.used) >= row.attempts_allowed) throw new ApiError(409, attemptsUsedText(row.attempts_allowed));
}

/** PUT /api/assessments/{id}/attempts: its creator sets how many times each student may submit it. */
export function registerAttemptsRoute(app: FastifyInstance, product: ProductContext): void {
  const route = routeDeclarer(app, (request) => userIdOf(product, request));
  route({ method: 'PUT', url: '/api/assessments/:id/attempts', tag: 'Assessments', summary: 'How many times each student may submit the assessment (1 by default), by its creator only', body: attemptsRequestSchema, response: z.object({ id: z.string(), attempts_allowed: z.int() }), errors: [403, 404, 422] }, async (input) => {
    const { userId } = input;
    const row = isUuid(input.params.id) ? await findVisibleAssessment(product.db, userId, input.params.id) : undefined;
    if (!row) throw new ApiError(404, ASSESSMENT_NOT_FOUND);
    const refusal = assessmentActionRefusal('edit', userId, row);
    if (refusal) throw new ApiError(403, refusal);
    const { attempts_allowed: attemptsAllowed } = input.body;
    await setAttemptsAllowed(product.db, row.id, attemptsAllowed);
    return { id: row.id, attempts_allowed: attemptsAllowed };
  });
}
