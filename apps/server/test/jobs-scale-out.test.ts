import { type ChildProcess, spawn } from 'node:child_process';
import { dirname, resolve } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { type App, type AppDeps, buildApp } from '../src/app.ts';
import { type Database, openDatabase } from '../src/db/client.ts';
import { invoices, subscriptions } from '../src/db/schema/payments.ts';
import { call } from '../src/modules/champs/champs.testing.ts';
import { SANDBOX_CARDS } from '../src/modules/payments/providers/sandbox.ts';
import type { JobsOptions } from '../src/plugins/jobs.ts';
import { openTestDatabase, signUp, testConfig } from './helpers.ts';
import { SLOW_JOB, slowJobQueue } from './jobs-scale-out.shared.ts';

/**
 * Two instances on one PostgreSQL database with the job queue running (issue 29, item 10): a due renewal runs
 * once across both, and a job whose instance is killed while running it completes on the other. PostgreSQL only:
 * PGlite is one process by design (plugins/jobs.test.ts runs the queue on it).
 */
const adminUrl = process.env.TEST_DATABASE_URL;
const serverRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..');

/** pg-boss's timings shortened: expired jobs failed every second, schedules looked at every second. */
const fast: JobsOptions = {
  start: true,
  pollingIntervalSeconds: 0.5,
  maintenanceIntervalSeconds: 1,
  cronMonitorIntervalSeconds: 1,
  cronWorkerIntervalSeconds: 1,
};

describe.skipIf(!adminUrl)(
  'two instances on one PostgreSQL database with the job queue (skipped: set TEST_DATABASE_URL)',
  () => {
    const cleanups: (() => Promise<unknown>)[] = [];
    const children: ChildProcess[] = [];
    afterEach(async () => {
      for (const child of children.splice(0)) child.kill('SIGKILL');
      for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
    });

    /** A migrated database of this test's own, and a second pool on it (another instance's). */
    async function sharedDatabase(): Promise<{ first: Database; second: () => Database; url: string }> {
      const { database, drop, name } = await openTestDatabase();
      cleanups.push(drop, () => database.close());
      const url = new URL(adminUrl!);
      url.pathname = `/${name}`;
      return {
        first: database,
        url: url.toString(),
        second: () => {
          const other = openDatabase({ databaseUrl: url.toString() });
          cleanups.push(() => other.close());
          return other;
        },
      };
    }

    async function instance(database: Database, options: Omit<AppDeps, 'database'>): Promise<App> {
      const app = await buildApp({ ...options, database });
      cleanups.push(() => app.close());
      return app;
    }

    async function until(condition: () => Promise<boolean>, timeoutMs = 30_000) {
      const started = Date.now();
      while (!(await condition())) {
        if (Date.now() - started > timeoutMs) throw new Error('timed out waiting');
        await new Promise((r) => setTimeout(r, 200));
      }
    }

    it('a due renewal runs once across both', async () => {
      const { first, second } = await sharedDatabase();
      let now = new Date('2026-03-01T10:00:00Z');
      const clock = { now: () => now };
      const config = testConfig({ PLAN_LIMITS: 'on' });

      // A subscription bought a month ago, through a server without the queue.
      const setup = await buildApp({ config, database: first, clock });
      await setup.ready();
      const user = await signUp(setup, { name: 'Renewing' });
      const checkout = await call(setup, 'POST', '/api/v1/payments/create-checkout-session', user.cookie, {
        plan: 'premium',
        interval: 'month',
      });
      const paid = await call(
        setup,
        'POST',
        `/api/v1/payments/sandbox/sessions/${checkout.body.sessionId}/pay`,
        undefined,
        { cardNumber: SANDBOX_CARDS.success, expiry: '12/30', cvc: '123' },
      );
      expect(paid.status, JSON.stringify(paid.body)).toBe(200);
      await setup.close();
      const invoicesOf = () => first.db.select().from(invoices).where(eq(invoices.userId, user.userId));
      expect(await invoicesOf()).toHaveLength(1);

      // Its period is over; two instances start, each with the schedules, each ready to take the sweep.
      now = new Date('2026-04-01T10:00:00Z');
      const runs = { a: 0, b: 0 };
      const a = await instance(first, { config, clock, jobs: fast });
      const b = await instance(second(), { config, clock, jobs: fast });
      for (const [key, app] of [
        ['a', a],
        ['b', b],
      ] as const) {
        const sweep = app.payments.runPaymentJobs;
        app.payments.runPaymentJobs = async (ctx) => {
          runs[key] += 1;
          await sweep(ctx);
        };
      }
      await Promise.all([a.ready(), b.ready()]);

      await until(async () => (await sweepStates(first)).includes('completed'));
      // Several seconds more, in which each instance looks at the schedule every second.
      await new Promise((r) => setTimeout(r, 4_000));
      const states = await sweepStates(first);
      // One job per minute, by whichever instance took it (two if the run crossed into the next minute).
      expect(states.filter((s) => s === 'completed').length).toBe(runs.a + runs.b);
      expect(runs.a + runs.b).toBeGreaterThanOrEqual(1);
      expect(runs.a + runs.b).toBeLessThanOrEqual(2);
      // Renewed once: one more invoice, one more period.
      expect(await invoicesOf()).toHaveLength(2);
      const [row] = await first.db.select().from(subscriptions).where(eq(subscriptions.userId, user.userId));
      expect(row).toMatchObject({ status: 'active', currentPeriodEnd: new Date('2026-05-01T10:00:00Z') });
    });

    it('a job whose instance is killed while running it completes on the other', async () => {
      const { first, url } = await sharedDatabase();
      // Instance A, in a process of its own: takes the job and never finishes it.
      const child = spawn(process.execPath, ['--import', 'tsx', 'test/job-instance.ts'], {
        cwd: serverRoot,
        env: { ...process.env, DATABASE_URL: url, JOB_WORD: 'orphan' },
        stdio: ['ignore', 'pipe', 'inherit'],
      });
      children.push(child);
      const took = await new Promise<string>((resolveTook, reject) => {
        const lines = createInterface({ input: child.stdout! });
        lines.on('line', (line) => {
          if (line.startsWith('took ')) resolveTook(line.slice(5));
        });
        child.once('exit', (code) => reject(new Error(`instance A exited (${code}) before taking the job`)));
      });

      // Instance B runs the same queue; the job is A's while A lives.
      const done: { word: string; at: number }[] = [];
      const b = await instance(first, { config: testConfig(), jobs: fast });
      b.jobs.define<{ word: string }>({
        ...slowJobQueue,
        handle: async ({ word }) => {
          done.push({ word, at: Date.now() });
        },
      });
      await b.ready();
      await new Promise((r) => setTimeout(r, 1_000));
      expect(done).toEqual([]);
      expect(await jobState(first, took)).toMatchObject({ state: 'active', retry_count: 0 });

      // A dies mid-job: nothing tells the queue. Once the job's expiry passes, B's maintenance fails it, and
      // B takes the retry.
      const killedAt = Date.now();
      child.kill('SIGKILL');
      await until(async () => done.length > 0);
      expect(done).toEqual([{ word: 'orphan', at: expect.any(Number) }]);
      expect(done[0]!.at - killedAt).toBeLessThan(15_000);
      await until(async () => (await jobState(first, took))?.state === 'completed');
      expect(await jobState(first, took)).toMatchObject({ state: 'completed', retry_count: 1 });
    });
  },
);

async function sweepStates(database: Database): Promise<string[]> {
  const { rows } = await database.executeSql(
    `select state::text from pgboss.job where name = 'payments.sweep'
     union all select state::text from pgboss.archive where name = 'payments.sweep'`,
  );
  return (rows as { state: string }[]).map((r) => r.state);
}

async function jobState(database: Database, id: string) {
  const { rows } = await database.executeSql(
    'select state, retry_count from pgboss.job where name = $1 and id = $2',
    [SLOW_JOB, id],
  );
  return rows[0] as { state: string; retry_count: number } | undefined;
}
