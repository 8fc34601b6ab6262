import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../test/helpers.ts';
import { type Database, openDatabase } from './client.ts';

/**
 * Connection handling. On PGlite (the default run) there are no connections to lose, so these check that the
 * database answers; with TEST_DATABASE_URL (.ci/run) they check PostgreSQL's connection lifecycle.
 */
const adminUrl = process.env.TEST_DATABASE_URL;
let test: Awaited<ReturnType<typeof openTestDatabase>>;
let database: Database;
const connectionErrors: Error[] = [];

beforeAll(async () => {
  test = await openTestDatabase();
  if (adminUrl && test.name) {
    await test.database.close();
    const url = new URL(adminUrl);
    url.pathname = `/${test.name}`;
    database = openDatabase({
      databaseUrl: url.toString(),
      onConnectionError: (e) => connectionErrors.push(e),
    });
  } else database = test.database;
});
afterAll(async () => {
  await database.close();
  await test.drop();
});

async function admin<T extends pg.QueryResultRow>(sql: string, params: unknown[]): Promise<T[]> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    return (await client.query<T>(sql, params)).rows;
  } finally {
    await client.end();
  }
}

describe('database connections', () => {
  it('survives the server dropping an idle connection, and the next query reconnects', async () => {
    await database.ping();
    if (adminUrl) {
      const killed = await admin<{ ok: boolean }>(
        'select pg_terminate_backend(pid) as ok from pg_stat_activity where datname = $1',
        [test.name],
      );
      expect(killed.length).toBeGreaterThan(0);
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(connectionErrors.length).toBeGreaterThan(0);
    }
    await expect(database.ping()).resolves.toBeUndefined();
  });

  it('closes every connection before close() resolves', async () => {
    await Promise.all([database.ping(), database.ping(), database.ping()]);
    await database.close();
    await expect(database.ping()).rejects.toThrow();
    if (adminUrl) {
      const left = await admin('select pid from pg_stat_activity where datname = $1', [test.name]);
      expect(left).toEqual([]);
    }
  });
});
