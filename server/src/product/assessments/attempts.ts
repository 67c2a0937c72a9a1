import type { FastifyInstance } from 'fastify';
import { attemptsUsedText, assessmentActionRefusal } from '@assess/core/rules';
import { attemptsRequestSchema } from '@assess/core/schemas';
import type { Queryable } from '../../db/index.js';
import { ApiError, isUuid, parseInput } from '../shared/errors.js';
import { attemptsUsedSql } from '../shared/submissions.js';
import { userIdOf, type ProductContext } from '../context.js';
import { findVisibleAssessment } from './repository.js';
import { ASSESSMENT_NOT_FOUND } from './routes.js';

/**
 * Refuses (409, the text the submit screen shows) a student's submission of an assessment someone else set once
 * they have used the attempts it allows. In a transaction, `lock` holds the assessment's row until it ends, so
 * that two submissions at once cannot both take the last attempt; nothing is stored or counted before this.
 */
export async function refuseAttemptPastAllowance(db: Queryable, studentId: string, assessmentId: string, { lock = false } = {}): Promise<void> {
  const { rows } = await db.query<{ creator_id: string; attempts_allowed: number; used: number }>(
    `SELECT a.creator_id, a.attempts_allowed, ${attemptsUsedSql('a.id', '$2::uuid')} AS used
     FROM assessments a WHERE a.id = $1 ${lock ? 'FOR UPDATE' : ''}`,
    [assessmentId, studentId],
  );
  const row = rows[0];
  if (!row || row.creator_id === studentId) return;
  if (Number(row.used) >= row.attempts_allowed) throw new ApiError(409, attemptsUsedText(row.attempts_allowed));
}

/** PUT /api/assessments/{id}/attempts: its creator sets how many times each student may submit it. */
export function registerAttemptsRoute(app: FastifyInstance, product: ProductContext): void {
  app.put<{ Params: { id: string } }>('/api/assessments/:id/attempts', async (request) => {
    const userId = await userIdOf(product, request);
    const row = isUuid(request.params.id) ? await findVisibleAssessment(product.db, userId, request.params.id) : undefined;
    if (!row) throw new ApiError(404, ASSESSMENT_NOT_FOUND);
    const refusal = assessmentActionRefusal('edit', userId, row);
    if (refusal) throw new ApiError(403, refusal);
    const { attempts_allowed: attemptsAllowed } = parseInput(attemptsRequestSchema, request.body, 'body');
    await product.db.query('UPDATE assessments SET attempts_allowed = $2, updated_at = now() WHERE id = $1', [row.id, attemptsAllowed]);
    return { id: row.id, attempts_allowed: attemptsAllowed };
  });
}
