import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, openTestDatabase, testConfig } from '../../test/helpers.ts';
import { type App, buildApp } from '../app.ts';
import type { JobDefinition } from './jobs.ts';

/**
 * The job queue (plugins/jobs.ts) on the test database: PGlite by default, PostgreSQL with TEST_DATABASE_URL.
 * pg-boss creates its schema on the app's own connection and runs there; the timings are shortened so that
 * retries show within seconds. Two instances on one PostgreSQL database: test/jobs-scale-out.test.ts.
 */

/** An app whose queue runs, with these extra jobs defined before it starts. */
async function appWithQueue(definitions: JobDefinition<object>[]): Promise<App> {
  const { database, drop } = await openTestDatabase();
  await database.migrate();
  const app = await buildApp({
    config: testConfig(),
    database,
    jobs: { start: true, pollingIntervalSeconds: 0.5, maintenanceIntervalSeconds: 1 },
  });
  for (const definition of definitions) app.jobs.define(definition);
  app.addHook('onClose', async () => {
    await database.close();
    await drop();
  });
  await app.ready();
  return app;
}

async function until(condition: () => boolean | Promise<boolean>, timeoutMs = 20_000) {
  const started = Date.now();
  while (!(await condition())) {
    if (Date.now() - started > timeoutMs) throw new Error('timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe('the job queue on the app’s database', () => {
  let app: App;
  const ran: string[] = [];
  const attempts: number[] = [];

  beforeAll(async () => {
    app = await appWithQueue([
      {
        name: 'test.echo',
        handle: async (data) => {
          ran.push((data as { word: string }).word);
        },
      },
      {
        name: 'test.flaky',
        retryLimit: 3,
        retryDelaySeconds: 1,
        retryBackoff: true,
        handle: async () => {
          attempts.push(Date.now());
          if (attempts.length < 3) throw new Error(`attempt ${attempts.length} fails`);
        },
      },
    ]);
  }, 60_000);
  afterAll(() => app?.close());

  async function statesOf(name: string): Promise<string[]> {
    const { rows } = await app.deps.database.executeSql('select state from pgboss.job where name = $1', [
      name,
    ]);
    return (rows as { state: string }[]).map((r) => r.state);
  }

  it('starts pg-boss on the app’s own connection and runs a job sent to it', async () => {
    expect(app.jobs.running).toBe(true);
    await app.jobs.send('test.echo', { word: 'hello' });
    await until(() => ran.includes('hello'));
    await until(async () => (await statesOf('test.echo')).join() === 'completed');
  });

  it('retries a failing job with backoff until it succeeds', async () => {
    await app.jobs.send('test.flaky', {});
    await until(async () => (await statesOf('test.flaky')).join() === 'completed');
    expect(attempts).toHaveLength(3);
    const [first, second] = [attempts[1]! - attempts[0]!, attempts[2]! - attempts[1]!];
    // A one-second delay doubled each time (plus up to one polling interval).
    expect(first).toBeGreaterThanOrEqual(1_000);
    expect(second).toBeGreaterThan(first);
    const { rows } = await app.deps.database.executeSql(
      `select retry_count from pgboss.job where name = 'test.flaky'`,
    );
    expect(rows).toEqual([{ retry_count: 2 }]);
  });

  it('declares the mail sweep’s, the payments’, the reports’ and the check-in’s schedules, one per period for every instance', async () => {
    const { rows } = await app.deps.database.executeSql(
      'select name, cron from pgboss.schedule order by name',
    );
    // The mail sweep is declared whether or not SMTP is set: settings saved in the app take effect at once.
    expect(rows).toEqual([
      { name: 'mail.sweep', cron: '*/5 * * * *' },
      { name: 'participation.checkIn', cron: '* * * * *' },
      { name: 'payments.reconcile', cron: '*/5 * * * *' },
      { name: 'payments.sweep', cron: '* * * * *' },
      { name: 'reports.sweep', cron: '* * * * *' },
    ]);
  });
});

describe('without the queue (APP_ENV=test)', () => {
  it('keeps what is sent until the test runs it, through the handlers, in order', async () => {
    const app = await createTestApp();
    try {
      expect(app.jobs.running).toBe(false);
      const noted: string[] = [];
      app.jobs.define<{ word: string }>({
        name: 'test.note',
        handle: async ({ word }) => {
          noted.push(word);
          if (word === 'a') await app.jobs.send('test.note', { word: 'c' });
        },
      });
      await app.jobs.send('test.note', { word: 'a' });
      await app.jobs.send('test.note', { word: 'b' });
      expect(noted).toEqual([]);
      expect(await app.jobs.runSent()).toBe(3);
      expect(noted).toEqual(['a', 'b', 'c']);
      expect(await app.jobs.runSent()).toBe(0);
      await expect(app.jobs.send('no.such.job', {})).rejects.toThrow('No job "no.such.job"');
    } finally {
      await app.close();
    }
  });
});
