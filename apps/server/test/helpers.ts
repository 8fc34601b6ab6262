import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { type App, type AppDeps, buildApp } from '../src/app.ts';
import { type Config, loadConfig } from '../src/config.ts';
import { type Database, openDatabase } from '../src/db/client.ts';

/**
 * A fresh application on a fresh, migrated database: in-memory PGlite by default,
 * PostgreSQL when TEST_DATABASE_URL is set. Close it with `app.close()` in afterAll.
 * `env` adds or overrides settings (as environment variables) for one test; `outside` fakes the clock or the
 * outside world (`fetch`).
 */
export async function createTestApp(
  env: Record<string, string | undefined> = {},
  outside: Pick<AppDeps, 'clock' | 'fetch'> = {},
): Promise<App> {
  const config = testConfig(env);
  const { database, drop } = await openTestDatabase();
  try {
    await database.migrate();
    const app = await buildApp({ config, database, ...outside });
    app.addHook('onClose', async () => {
      await database.close();
      await drop();
    });
    await app.ready();
    return app;
  } catch (error) {
    await database.close();
    await drop();
    throw error;
  }
}

/** The settings of a test app: in-memory data folder, silent logs, plus `env`. */
export function testConfig(env: Record<string, string | undefined> = {}): Config {
  return loadConfig({ APP_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: 'memory://', ...env });
}

/**
 * An empty database for one test app. On PostgreSQL, `test_<random>` is created through the admin
 * connection (TEST_DATABASE_URL) and dropped when the app closes, so suites never see each other's rows.
 */
export async function openTestDatabase(): Promise<{
  database: Database;
  drop: () => Promise<void>;
  /** The PostgreSQL database's name; `undefined` on PGlite. */
  name?: string;
}> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) return { database: openDatabase({ dataDir: 'memory://' }), drop: async () => {} };
  const name = `test_${randomBytes(6).toString('hex')}`;
  await withAdmin(adminUrl, (admin) => admin.query(`create database "${name}"`));
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    name,
    database: openDatabase({ databaseUrl: url.toString() }),
    drop: () => withAdmin(adminUrl, (admin) => admin.query(`drop database if exists "${name}" with (force)`)),
  };
}

async function withAdmin(url: string, run: (client: pg.Client) => Promise<unknown>): Promise<void> {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    await run(admin);
  } finally {
    await admin.end();
  }
}

// signUp, signIn, cookieOf, uniqueAddress: sessions through the real better-auth endpoints.
export * from './identity.ts';
