// What the server benchmarks share: a scratch database and a call through app.inject.
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { App } from '../src/app.ts';
import { type Database, openDatabase } from '../src/db/client.ts';

/**
 * Embedded PGlite in memory by default (or when `embedded`); with DATABASE_URL (an admin connection to a
 * PostgreSQL server) a scratch database `bench_<random>` there, dropped by `drop()`.
 */
export async function scratchDatabase({ embedded = false } = {}): Promise<{
  database: Database;
  label: string;
  drop: () => Promise<void>;
}> {
  const adminUrl = process.env.DATABASE_URL;
  if (!adminUrl || embedded)
    return { database: openDatabase({ dataDir: 'memory://' }), label: 'PGlite', drop: async () => {} };
  const name = `bench_${randomBytes(6).toString('hex')}`;
  const admin = async (sql: string) => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  await admin(`create database "${name}"`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    database: openDatabase({ databaseUrl: url.toString() }),
    label: `PostgreSQL (${url.host})`,
    drop: () => admin(`drop database if exists "${name}" with (force)`),
  };
}

/** A call through app.inject that must succeed (a benchmark's set-up stops on the first failure). */
export async function call(
  app: App,
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  cookie: string,
  payload?: unknown,
) {
  const response = await app.inject({
    method,
    url,
    headers: { cookie },
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
  if (response.statusCode >= 300)
    throw new Error(`${method} ${url}: ${response.statusCode} ${response.body}`);
  return response.json();
}
