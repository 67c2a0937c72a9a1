import { afterAll, describe, expect, it } from 'vitest';
import { migrate, openPglite, openPostgres, type Database } from './index.js';
import { splitStatements } from './migrate.js';
import { createTestDatabase } from '../testing/postgres.js';
import { testDrivers } from '../testing/harness.js';

const drivers = await testDrivers();

describe('splitStatements', () => {
  it('splits at line-ending semicolons and keeps dollar-quoted bodies whole', () => {
    const sql = `-- a comment
CREATE TABLE a (id int);
CREATE FUNCTION f() RETURNS int AS $$
  SELECT 1;
$$ LANGUAGE sql;
INSERT INTO a VALUES (1);`;
    expect(splitStatements(sql)).toEqual([
      'CREATE TABLE a (id int);',
      'CREATE FUNCTION f() RETURNS int AS $$\n  SELECT 1;\n$$ LANGUAGE sql;',
      'INSERT INTO a VALUES (1);',
    ]);
  });
});

for (const driver of drivers) {
  describe.skipIf(Boolean(driver.skip))(`migrations on ${driver.name}${driver.skip ? ` (skipped: ${driver.skip})` : ''}`, () => {
    const cleanup: (() => Promise<void>)[] = [];
    afterAll(async () => {
      for (const step of cleanup.reverse()) await step();
    });

    async function open(): Promise<Database> {
      if (driver.name === 'pglite') {
        const db = await openPglite();
        cleanup.push(() => db.close());
        return db;
      }
      const database = await createTestDatabase(driver.adminUrl!);
      cleanup.push(() => database.drop());
      const db = await openPostgres(database.url);
      cleanup.push(() => db.close());
      return db;
    }

    it('applies every migration once, in order', async () => {
      const db = await open();
      const applied = await migrate(db);
      expect(applied).toEqual([...applied].sort());
      expect(applied[0]).toBe('0001_auth.sql');
      expect(await migrate(db)).toEqual([]);
      const { rows } = await db.query<{ table_name: string }>(
        `SELECT table_schema || '.' || table_name AS table_name FROM information_schema.tables
         WHERE table_schema IN ('auth', 'public') ORDER BY 1`,
      );
      expect(rows.map((row) => row.table_name)).toEqual(
        expect.arrayContaining(['auth.users', 'auth.sessions', 'auth.refresh_tokens', 'public.user_roles', 'public.users', 'public.schools', 'public.school_members', 'public.mail_outbox']),
      );
    });

    it('runs a transaction and rolls it back on error', async () => {
      const db = await open();
      await db.exec('CREATE TABLE t (n int)');
      await db.transaction(async (tx) => {
        await tx.query('INSERT INTO t VALUES ($1)', [1]);
      });
      await expect(
        db.transaction(async (tx) => {
          await tx.query('INSERT INTO t VALUES ($1)', [2]);
          throw new Error('stop');
        }),
      ).rejects.toThrow('stop');
      const { rows } = await db.query<{ n: number; count: number }>('SELECT n, count(*) OVER ()::bigint AS count FROM t');
      expect(rows).toEqual([{ n: 1, count: 1 }]);
      const json = await db.query<{ value: { a: number[] } }>('SELECT $1::jsonb AS value', [{ a: [1, 2] }]);
      expect(json.rows[0]?.value).toEqual({ a: [1, 2] });
    });

    it('prepares a query with parameters once and runs it again with other values, in and out of transactions', async () => {
      const db = await open();
      const text = 'SELECT $1::int + 1 AS n, $2::text[] AS words, $3::timestamptz AS at';
      const at = new Date('2026-01-02T03:04:05.000Z');
      for (const value of [1, 41]) {
        const { rows } = await db.query<{ n: number; words: string[]; at: Date }>(text, [value, ['a', 'b'], at]);
        expect(rows).toEqual([{ n: value + 1, words: ['a', 'b'], at }]);
      }
      expect((await db.transaction((tx) => tx.query<{ n: number }>(text, [2, [], null]))).rows[0]?.n).toBe(3);
      // A failed run leaves the statement usable.
      await expect(db.query(text, ['not a number', [], null])).rejects.toThrow();
      expect((await db.query<{ n: number }>(text, [9, null, null])).rows).toEqual([{ n: 10, words: null, at: null }]);
      if (driver.name === 'pglite') {
        // The embedded database holds it as one named statement (PostgreSQL's pool holds one a connection).
        const prepared = await db.pglite!.query<{ count: number }>(`SELECT count(*)::int AS count FROM pg_prepared_statements WHERE statement = $1`, [text]);
        expect(prepared.rows[0]?.count).toBe(1);
      }
    });
  });
}
