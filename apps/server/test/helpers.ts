import { type App, buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { openDatabase } from '../src/db/client.ts';

/**
 * A fresh application on a fresh, migrated database: in-memory PGlite by default,
 * PostgreSQL when TEST_DATABASE_URL is set. Close it with `app.close()` in afterAll.
 */
export async function createTestApp(): Promise<App> {
  const config = loadConfig({ APP_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: 'memory://' });
  const database = openDatabase({ dataDir: 'memory://' });
  await database.migrate();
  const app = await buildApp({ config, database });
  app.addHook('onClose', () => database.close());
  await app.ready();
  return app;
}

// signUp, signIn, cookieOf, uniqueAddress: sessions through the real better-auth endpoints.
export * from "./identity.ts";
