import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { type Database, openDatabase } from './db/client.ts';
import { acquireDataDirLock, type DataDirLock } from './plugins/lock.ts';
import { isEmptyInstallation, startupMessages } from './startup.ts';

/** How long in-flight requests may take to finish after a stop signal. */
const drainTimeoutMs = 10_000;

/**
 * loadConfig → lock DATA_DIR (embedded database only) → open and migrate the database → buildApp → listen.
 * On SIGINT/SIGTERM: stop accepting, drain in-flight requests, close the database, release the lock.
 */
async function main() {
  const config = loadConfig();
  // Two processes on one PGlite folder silently lose data; PostgreSQL handles its own concurrency.
  const lock: DataDirLock | undefined = config.databaseUrl ? undefined : acquireDataDirLock(config.dataDir);
  let database: Database | undefined;
  try {
    database = openDatabase({
      databaseUrl: config.databaseUrl,
      dataDir: config.dataDir,
      onConnectionError: (error) =>
        console.error(`Database connection lost (it will reconnect): ${error.message}`),
    });
    await database.migrate();
  } catch (error) {
    await database?.close().catch(() => {});
    lock?.release();
    throw error;
  }
  const db = database;
  const app = await buildApp({ config, database: db });

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down: draining requests');
    const force = setTimeout(() => {
      app.log.error('requests did not finish in time; stopping anyway');
      lock?.release();
      process.exit(1);
    }, drainTimeoutMs);
    force.unref();
    try {
      await app.close();
      await db.close();
    } finally {
      lock?.release();
    }
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  try {
    await app.listen({ port: config.port, host: config.host });
  } catch (error) {
    await app.close();
    await db.close();
    lock?.release();
    throw error;
  }
  const empty = await isEmptyInstallation(db.db);
  for (const line of startupMessages(config, empty)) console.log(line);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
