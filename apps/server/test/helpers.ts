import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { inject } from 'vitest';
import { type App, type AppDeps, buildApp } from '../src/app.ts';
import { type Config, loadConfig } from '../src/config.ts';
import { type Database, openDatabase } from '../src/db/client.ts';
import { withAdmin } from './admin-connection.ts';

/**
 * A fresh application on a database of its own, migrated: in-memory PGlite by default,
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
    // A copy of the migrated database: this finds nothing to do, as a restarted server would.
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

export interface TestDatabase {
  database: Database;
  drop: () => Promise<void>;
  /** The PostgreSQL database's name; `undefined` on PGlite. */
  name?: string;
}

/** PGlite's copy of the migrated database, read once per test file. */
let migratedPglite: Blob | undefined;

/**
 * A migrated database of one test's own, copied from the one test/global-setup.ts migrated for the run. On
 * PostgreSQL, `test_<random>` is created through the admin connection (TEST_DATABASE_URL) and dropped when the
 * app closes, so suites never see each other's rows.
 */
export async function openTestDatabase(): Promise<TestDatabase> {
  const migrated = inject('migratedDatabase');
  if (migrated.kind === 'pglite') {
    migratedPglite ??= new Blob([readFileSync(migrated.file)]);
    return { database: openDatabase({ dataDir: 'memory://', copyOf: migratedPglite }), drop: async () => {} };
  }
  return createPostgresDatabase(`template "${migrated.name}"`);
}

/** An empty database, never migrated (the migrations' own tests). */
export async function openEmptyTestDatabase(): Promise<TestDatabase> {
  if (!process.env.TEST_DATABASE_URL) {
    return { database: openDatabase({ dataDir: 'memory://' }), drop: async () => {} };
  }
  return createPostgresDatabase('');
}

async function createPostgresDatabase(options: string): Promise<TestDatabase> {
  const adminUrl = process.env.TEST_DATABASE_URL!;
  const name = `test_${randomBytes(6).toString('hex')}`;
  await withAdmin(adminUrl, (admin) => admin.query(`create database "${name}" ${options}`));
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    name,
    database: openDatabase({ databaseUrl: url.toString() }),
    drop: () => withAdmin(adminUrl, (admin) => admin.query(`drop database if exists "${name}" with (force)`)),
  };
}

// signUp, signIn, cookieOf, uniqueAddress: sessions through the real better-auth endpoints.
export * from './identity.ts';
