// Where a read's time went, as its Server-Timing header says (ASSESS_SERVER_TIMING), and the session checked once
// per request: the answer memory's lookup and the route share it.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { testDrivers, type TestServer } from '../testing/harness.js';
import { signUp, startProductServer, type TestUser } from '../product/testing/server.js';

const drivers = await testDrivers();
const MY_ASSESSMENTS = '/api/assessments/';

async function read(t: TestServer, user: TestUser, headers: Record<string, string> = {}) {
  const response = await fetch(`${t.url}${MY_ASSESSMENTS}`, { headers: { authorization: `Bearer ${user.token}`, ...headers } });
  await response.arrayBuffer();
  return { status: response.status, timing: response.headers.get('server-timing'), etag: response.headers.get('etag') };
}

for (const driver of drivers) {
  describe.skipIf(Boolean(driver.skip))(`Server-Timing and the session check on ${driver.name}`, () => {
    let t: TestServer;
    let plain: TestServer;
    beforeAll(async () => {
      t = await startProductServer(driver, { ASSESS_SERVER_TIMING: 'on' });
      plain = await startProductServer(driver);
    });
    afterAll(async () => {
      await t?.close();
      await plain?.close();
    });

    it('says whether a read was computed, with its statements, or answered from memory', async () => {
      const student = await signUp(t);
      // The first read also finds the session live in the database.
      const computed = await read(t, student);
      expect(computed.status).toBe(200);
      expect(computed.timing).toMatch(/^computed, db;dur=\d+\.\d\d;desc="\d+ statements", app;dur=\d+\.\d\d$/);

      // Once the session is known live, a computed read costs its own statement alone.
      const other = await fetch(`${t.url}/api/assessments`, { headers: { authorization: `Bearer ${student.token}` } });
      expect(other.status).toBe(200);
      expect(other.headers.get('server-timing')).toMatch(/^computed, db;dur=\d+\.\d\d;desc="1 statements", /);

      const remembered = await read(t, student);
      expect(remembered.status).toBe(200);
      expect(remembered.timing).toMatch(/^memory, app;dur=\d+\.\d\d$/);
      const notModified = await read(t, student, { 'if-none-match': remembered.etag! });
      expect(notModified.status).toBe(304);
      expect(notModified.timing).toMatch(/^memory, /);

      // A write is not a read: it says nothing of its time.
      const written = await fetch(`${t.url}/api/assessments/${crypto.randomUUID()}`, { method: 'DELETE', headers: { authorization: `Bearer ${student.token}` } });
      expect(written.headers.get('server-timing')).toBeNull();
    });

    it('says nothing of where time went unless asked to', async () => {
      const student = await signUp(plain);
      expect((await read(plain, student)).timing).toBeNull();
    });

    it('checks the session once per request, and a refused one is refused by the route', async () => {
      const student = await signUp(plain);
      const verify = vi.spyOn(plain.server.ctx.signer, 'verifyAccess');
      try {
        expect((await read(plain, student)).status).toBe(200);
        expect(verify).toHaveBeenCalledTimes(1);

        const signedOut = await fetch(`${plain.url}/auth/v1/logout`, { method: 'POST', headers: { authorization: `Bearer ${student.token}`, apikey: plain.anonKey } });
        expect(signedOut.status).toBe(204);
        verify.mockClear();
        expect((await read(plain, student)).status).toBe(401);
        expect(verify).toHaveBeenCalledTimes(1);
      } finally {
        verify.mockRestore();
      }
    });
  });
}
