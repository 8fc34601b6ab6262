import { describe, expect, it } from 'vitest';
import { openEmptyTestDatabase } from '../../test/helpers.ts';
import { openDatabase } from './client.ts';

// Runs on PostgreSQL only (the .ci/run pass with TEST_DATABASE_URL): PGlite has one process by design.
describe.runIf(process.env.TEST_DATABASE_URL)('migrations on PostgreSQL', () => {
  it('let several instances start at once on an empty database: one migrates, the others wait', async () => {
    const target = await openEmptyTestDatabase();
    const url = new URL(process.env.TEST_DATABASE_URL!);
    url.pathname = `/${target.name}`;
    const instances = [target.database, openDatabase({ databaseUrl: url.toString() })];
    instances.push(openDatabase({ databaseUrl: url.toString() }));
    try {
      await Promise.all(instances.map((instance) => instance.migrate()));
      const result = await target.database.db.execute('select count(*)::int as n from sport_types');
      const rows = (result as unknown as { rows: { n: number }[] }).rows;
      expect(rows[0]?.n).toBeGreaterThanOrEqual(12);
    } finally {
      await Promise.all(instances.map((instance) => instance.close()));
      await target.drop();
    }
  });
});
