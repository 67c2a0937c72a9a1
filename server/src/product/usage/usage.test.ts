import { describe, expect, it } from 'vitest';
import { usageLimitsSchema, usageSummarySchema, validationUsageSchema } from '@assess/core/schemas';
import { testDrivers } from '../../testing/harness.js';
import { call, startProductServer } from '../testing/server.js';
import { serverWithUsers } from '../testing/suite.js';
import { nextResetDate } from './limits.js';

const drivers = await testDrivers();

for (const driver of drivers) {
  describe.skipIf(Boolean(driver.skip))(`usage on ${driver.name}`, () => {
    const { t, user } = serverWithUsers(() => startProductServer(driver), { user: 'student' });

    it('answers the summary, limits and validation usage in the shapes the browser reads, with the defaults', async () => {
      await t.server.db.query(`INSERT INTO usage_counters (user_id, feature, usage_date, count) VALUES ($1, 'validation', (now() AT TIME ZONE 'UTC')::date, 4)`, [user.id]);
      // Yesterday's uses do not count today.
      await t.server.db.query(`INSERT INTO usage_counters (user_id, feature, usage_date, count) VALUES ($1, 'assessment', (now() AT TIME ZONE 'UTC')::date - 1, 9)`, [user.id]);
      const summary = await call(t, user, 'GET', '/api/supabase-usage/usage/summary');
      expect(summary.status).toBe(200);
      const parsed = usageSummarySchema.parse(summary.body);
      expect(parsed).toMatchObject({
        daily_usage: { used: 4, limit: 15 },
        validation: { current: 4, limit: 15, isLimitReached: false },
        assessment: { current: 0, limit: 15 },
        assessment_submission: { current: 0, limit: 15 },
        plan_name: 'Free Plan',
        can_upgrade: true,
        next_reset_date: nextResetDate(),
      });
      const limits = usageLimitsSchema.parse((await call(t, user, 'GET', '/api/supabase-usage/usage/limits')).body);
      expect(limits).toMatchObject({ limits: { daily_limit: 15 }, subscription: { plan_name: 'Free Plan' } });
      const validation = validationUsageSchema.parse((await call(t, user, 'GET', '/api/validation/usage')).body);
      expect(validation.daily_usage).toEqual({ used: 4, limit: 15 });
      for (const path of ['/api/supabase-usage/usage/summary', '/api/supabase-usage/usage/limits', '/api/validation/usage']) {
        expect((await call(t, null, 'GET', path)).status).toBe(401);
      }
    });

    it('answers the summary and the limits in one read, each as its own read answers it', async () => {
      await t.server.db.query(`INSERT INTO usage_counters (user_id, feature, usage_date, count) VALUES ($1, 'assessment', (now() AT TIME ZONE 'UTC')::date, 2)`, [user.id]);
      const both = await call(t, user, 'GET', '/api/supabase-usage/usage');
      expect(both.status).toBe(200);
      const answer = both.body as { summary: unknown; limits: unknown };
      expect(answer.summary).toEqual((await call(t, user, 'GET', '/api/supabase-usage/usage/summary')).body);
      expect(answer.limits).toEqual((await call(t, user, 'GET', '/api/supabase-usage/usage/limits')).body);
      expect(usageSummarySchema.parse(answer.summary)).toMatchObject({ assessment: { current: 2, limit: 15 }, plan_name: 'Free Plan' });
      expect(usageLimitsSchema.parse(answer.limits)).toMatchObject({ limits: { daily_limit: 15 }, subscription: { plan_name: 'Free Plan' } });
      expect((await call(t, null, 'GET', '/api/supabase-usage/usage')).status).toBe(401);
    });

    it('puts the next reset at the coming midnight UTC', () => {
      expect(nextResetDate(new Date('2025-01-05T23:59:00Z'))).toBe('2025-01-06T00:00:00.000Z');
      expect(nextResetDate(new Date('2025-12-31T00:00:00Z'))).toBe('2026-01-01T00:00:00.000Z');
    });
  });
}
