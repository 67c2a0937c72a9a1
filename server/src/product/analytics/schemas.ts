import { z } from 'zod';
import { RANGE_DAYS, type AnalyticsRange } from './repository.js';

/* What the analytics routes read of a request. What they answer is declared once in @assess/core. */

export const analyticsRangeQuerySchema = z
  .object({
    range: z
      .enum(Object.keys(RANGE_DAYS) as [AnalyticsRange, ...AnalyticsRange[]], { error: 'Range must be one of 7d, 30d, 90d, 1y' })
      .optional()
      .describe('only results submitted in the last 7 days, 30 days, 90 days or year; all when left out'),
  })
  .meta({ id: 'AnalyticsRangeQuery', description: 'The period analytics cover' });

export const dashboardAssessmentsQuerySchema = z
  .object({ limit: z.coerce.number().int('Limit must be a whole number').min(1, 'Limit must be at least 1').max(50, 'Limit must be at most 50').default(10) })
  .meta({ id: 'DashboardAssessmentsQuery', description: 'How many of the newest assessments to list' });
