import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../src/db/client.ts';
import { withAdmin } from './admin-connection.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The migrated database each test database starts as a copy of (test/helpers.ts `openTestDatabase`). */
    migratedDatabase: { kind: 'pglite'; file: string } | { kind: 'postgres'; name: string };
  }
}

/**
 * Migrates one database before the server's tests and hands its name to them: each test app then starts from a
 * copy of it instead of migrating its own. Creating and migrating an empty PGlite database took ~2.5 s of the
 * ~3 s a test app took to start, some 80 times per run; a copy opens in ~0.5 s. On PostgreSQL the copy is a
 * `create database … template`, which copies files.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (adminUrl) {
    const name = `test_template_${randomBytes(6).toString('hex')}`;
    await withAdmin(adminUrl, (admin) => admin.query(`create database "${name}"`));
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    const database = openDatabase({ databaseUrl: url.toString() });
    try {
      await database.migrate();
    } finally {
      // A template cannot be copied while anyone is connected to it.
      await database.close();
    }
    project.provide('migratedDatabase', { kind: 'postgres', name });
    return () =>
      withAdmin(adminUrl, (admin) => admin.query(`drop database if exists "${name}" with (force)`));
  }
  const database = openDatabase({ dataDir: 'memory://' });
  const folder = mkdtempSync(join(tmpdir(), 'matchday-test-db-'));
  const file = join(folder, 'migrated.tar');
  try {
    await database.migrate();
    const copy = await database.copy!();
    writeFileSync(file, Buffer.from(await copy.arrayBuffer()));
  } finally {
    await database.close();
  }
  project.provide('migratedDatabase', { kind: 'pglite', file });
  return async () => rmSync(folder, { recursive: true, force: true });
}
