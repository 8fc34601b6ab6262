import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { openTestDatabase } from './helpers.ts';

/** Both branches are real: the suite runs once on PGlite and once with TEST_DATABASE_URL (see .ci/run). */
describe('openTestDatabase', () => {
  it('gives each call its own empty database and drops it afterwards', async () => {
    const first = await openTestDatabase();
    const second = await openTestDatabase();
    try {
      await first.database.migrate();
      await second.database.migrate();
      await first.database.db.execute(
        "update sport_types set display_name = 'Changed' where id = 'football'",
      );
      const result = await second.database.db.execute(
        "select display_name from sport_types where id = 'football'",
      );
      const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as {
        display_name: string;
      }[];
      expect(rows[0]?.display_name).toBe('Football');
    } finally {
      await first.database.close();
      await second.database.close();
      await first.drop();
      await second.drop();
    }
    const adminUrl = process.env.TEST_DATABASE_URL;
    if (adminUrl) {
      expect(first.database.kind).toBe('postgres');
      expect(first.name).not.toBe(second.name);
      const admin = new pg.Client({ connectionString: adminUrl });
      await admin.connect();
      try {
        const left = await admin.query('select datname from pg_database where datname = any($1)', [
          [first.name, second.name],
        ]);
        expect(left.rows.length).toBe(0);
      } finally {
        await admin.end();
      }
    } else {
      expect(first.database.kind).toBe('pglite');
    }
  });
});
