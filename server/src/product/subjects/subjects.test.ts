import { describe, expect, it } from 'vitest';
import { testDrivers } from '../../testing/harness.js';
import { call, startProductServer } from '../testing/server.js';
import { serverWithUsers } from '../testing/suite.js';
import { SUBJECT_EXISTS } from './routes.js';

/** The message of the shared subject schema for a blank name. */
const SUBJECT_NAME_REQUIRED = 'Subject name is required';

const drivers = await testDrivers();

for (const driver of drivers) {
  describe.skipIf(Boolean(driver.skip))(`subjects on ${driver.name}`, () => {
    const { t, teacher, other } = serverWithUsers(() => startProductServer(driver), { teacher: 'teacher', other: 'teacher' });

    it('lists the system subjects at both paths, and needs a session', async () => {
      const withSlash = await call<{ name: string; is_system_defined: boolean }[]>(t, teacher, 'GET', '/api/subjects/');
      expect(withSlash.status).toBe(200);
      expect(withSlash.body.map((s) => s.name)).toContain('Biology');
      expect(withSlash.body.every((s) => s.is_system_defined)).toBe(true);
      const without = await call(t, teacher, 'GET', '/api/subjects');
      expect(without.body).toEqual(withSlash.body);
      expect((await call(t, null, 'GET', '/api/subjects/')).status).toBe(401);
    });

    it('creates a subject once, case-insensitively, and keeps it to its creator without a school', async () => {
      const created = await call(t, teacher, 'POST', '/api/subjects', { name: '  Astronomy ' });
      expect(created.status).toBe(201);
      expect(created.body).toMatchObject({ name: 'Astronomy', is_system_defined: false });
      const again = await call(t, teacher, 'POST', '/api/subjects', { name: 'ASTRONOMY' });
      expect(again).toEqual({ status: 409, body: { detail: SUBJECT_EXISTS } });
      const system = await call(t, teacher, 'POST', '/api/subjects', { name: 'biology' });
      expect(system.status).toBe(409);
      const mine = await call<{ name: string }[]>(t, teacher, 'GET', '/api/subjects/');
      expect(mine.body.map((s) => s.name)).toContain('Astronomy');
      const theirs = await call<{ name: string }[]>(t, other, 'GET', '/api/subjects/');
      expect(theirs.body.map((s) => s.name)).not.toContain('Astronomy');
    });

    it('refuses a blank or missing name with the message, storing nothing', async () => {
      const before = await t.server.db.query('SELECT count(*)::int AS n FROM subjects');
      const blank = await call(t, teacher, 'POST', '/api/subjects', { name: '   ' });
      expect(blank.status).toBe(422);
      expect(blank.body.detail[0]).toMatchObject({ loc: ['body', 'name'], msg: SUBJECT_NAME_REQUIRED });
      const wrongType = await call(t, teacher, 'POST', '/api/subjects', { name: 42 });
      expect(wrongType.status).toBe(422);
      const after = await t.server.db.query('SELECT count(*)::int AS n FROM subjects');
      expect(after.rows[0]).toEqual(before.rows[0]);
    });
  });
}
