import { mkdirSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import * as schema from './schema/index.ts';
import { seedReference } from './seed/reference.ts';
import type { Db } from './types.ts';

export type { Db, Schema, Tx } from './types.ts';

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Applies pending migrations, then upserts the reference data (sports, stage types…). */
  migrate(): Promise<void>;
  /** `select 1`: throws when the database cannot answer. */
  ping(): Promise<void>;
  /**
   * Plain SQL on this database's own connection, for the job queue (pg-boss, plugins/jobs.ts): with `values`,
   * one statement with parameters; without, a script of one or more statements (the rows are the last one's).
   */
  executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
  close(): Promise<void>;
  /** PGlite only: a copy of its data folder, to open others from (`openDatabase({ copyOf })`). */
  copy?(): Promise<Blob>;
}

export const migrationsFolder = join(dirname(fileURLToPath(import.meta.url)), 'migrations');

/** PostgreSQL when a URL is given, else PGlite in `dataDir` (or in memory when `dataDir` is `memory://`). */
export function openDatabase(options: {
  databaseUrl?: string | undefined;
  dataDir?: string;
  /** Told when PostgreSQL drops an idle connection (the pool replaces it); default: ignored. */
  onConnectionError?: (error: Error) => void;
  /**
   * In memory only: start from this copy of a PGlite data folder (`dumpDataDir`) instead of an empty one. The
   * tests migrate one database once and start each app from a copy of it (test/global-setup.ts).
   */
  copyOf?: Blob;
}): Database {
  if (options.databaseUrl) return openPostgres(options.databaseUrl, options.onConnectionError);
  return openPglite(options.dataDir ?? 'memory://', options.copyOf);
}

/** Arbitrary but fixed: the advisory lock key Matchday's migrations take on PostgreSQL. */
const MIGRATION_LOCK_KEY = 7_420_031;

function openPostgres(url: string, onConnectionError?: (error: Error) => void): Database {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  // An idle connection that the server drops (restart, failover, admin) must not crash the process: the pool
  // discards it and the next query opens a new one; queries that fail surface as errors (and in /api/health).
  pool.on('error', (error) => onConnectionError?.(error));
  // pool.end() resolves before its sockets have closed; close() waits for them, so that dropping or stopping
  // the database right after never hits a live connection.
  let open = 0;
  let whenAllClosed: (() => void) | undefined;
  pool.on('connect', () => {
    open++;
  });
  pool.on('remove', () => {
    open--;
    if (open === 0) whenAllClosed?.();
  });
  let closing: Promise<void> | undefined;
  const db = drizzleNodePg({ client: pool, schema, casing: 'snake_case' });
  return {
    db: db as unknown as Db,
    kind: 'postgres',
    migrate: async () => {
      // Several instances may start at once on one server: a session advisory lock lets one migrate and seed
      // while the others wait, then find nothing left to do.
      const client = await pool.connect();
      try {
        await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
        const locked = drizzleNodePg({ client, schema, casing: 'snake_case' });
        await migrateNodePg(locked, { migrationsFolder });
        await seedReference(locked as unknown as Db);
      } finally {
        await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => {});
        client.release();
      }
    },
    ping: async () => {
      await pool.query('select 1');
    },
    // A script that fails inside its own BEGIN gives its connection back with an error, and the pool then
    // discards that connection (pg-pool), so no later query lands in the aborted transaction.
    executeSql: async (text, values) => {
      const result = await pool.query(text, values);
      return Array.isArray(result) ? (result.at(-1) ?? { rows: [] }) : result;
    },
    close: () => {
      closing ??= (async () => {
        const allClosed = new Promise<void>((resolve) => {
          whenAllClosed = resolve;
        });
        await pool.end();
        if (open > 0) await allClosed;
      })();
      return closing;
    },
  };
}

function openPglite(dataDir: string, copyOf?: Blob): Database {
  let client: PGlite;
  // Search's trigram matching and accent folding (migration 0016_search) need these extensions loaded.
  const extensions = { pg_trgm, unaccent };
  if (dataDir === 'memory://')
    client = new PGlite({ extensions, ...(copyOf ? { loadDataDir: copyOf } : {}) });
  else {
    const dir = resolve(dataDir, 'pglite');
    mkdirSync(dir, { recursive: true });
    client = new PGlite(dir, { extensions });
  }
  const db = drizzlePglite({ client, schema, casing: 'snake_case' });
  return {
    db: db as unknown as Db,
    kind: 'pglite',
    migrate: async () => {
      await migratePglite(db, { migrationsFolder });
      await seedReference(db as unknown as Db);
    },
    ping: async () => {
      await client.query('select 1');
    },
    executeSql: async (text, values) => {
      if (values && values.length > 0) return client.query(text, values);
      // One connection for everything: a script that failed inside its own BEGIN (pg-boss's locked commands)
      // must not leave it in an aborted transaction for the next query.
      try {
        const results = await client.exec(text);
        return { rows: results.at(-1)?.rows ?? [] };
      } catch (error) {
        if (client.isInTransaction()) await client.exec('ROLLBACK').catch(() => {});
        throw error;
      }
    },
    close: async () => {
      if (!client.closed) await client.close();
    },
    copy: () => client.dumpDataDir('none'),
  };
}
