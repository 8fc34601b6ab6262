import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import PgBoss from 'pg-boss';

/**
 * The job queue (docs/ARCHITECTURE.md "Jobs"): scheduled and slow work runs as jobs in the app's own database,
 * through pg-boss, on PostgreSQL and on the embedded PGlite alike. A job is taken by one instance (SKIP LOCKED),
 * a failure is retried with backoff, a job whose instance died is failed once its expiry passes and retried by
 * another, and a schedule sends one job per period however many instances run.
 */

/** One kind of job: its queue, its handler, and, for a scheduled one, its cron. */
export interface JobDefinition<T extends object = Record<string, never>> {
  /** The queue's name, `<module>.<what>` (letters, digits, `.`, `-`, `_`). */
  name: string;
  /** Does one job. Throwing fails it: it is retried after `retryDelaySeconds` (doubled each time with backoff). */
  handle(data: T): Promise<void>;
  /** A cron expression in UTC: one job per period, sent by one instance. */
  cron?: string;
  /**
   * pg-boss's queue policy. `stately`: at most one job waiting and one running (the sweeps: a slow run never
   * overlaps the next); `standard`: any number (one per refund, per mail).
   */
  policy?: 'standard' | 'stately';
  /** How many times a failed job is tried again (default 0). */
  retryLimit?: number;
  retryDelaySeconds?: number;
  retryBackoff?: boolean;
  /** How long a job may run; after that (its instance died, or it hangs) it is failed, and retried if it may. */
  expireInSeconds?: number;
}

export interface JobSendOptions {
  /** At most one job with this key waiting or running in the queue. */
  singletonKey?: string;
}

export interface Jobs {
  /** Declares a kind of job; before the app is ready (app.ts and the modules' wiring). */
  define<T extends object>(definition: JobDefinition<T>): void;
  /** Queues a job. Without the queue running (tests), it is kept until `runSent`. */
  send<T extends object>(name: string, data: T, options?: JobSendOptions): Promise<void>;
  /** Whether pg-boss runs in this app (outside tests, or when a test asks). */
  readonly running: boolean;
  /**
   * Tests, with the queue not running: runs the jobs sent so far (and those they send), in order, each once,
   * through their handlers; a handler that throws fails the call. Answers how many ran.
   */
  runSent(): Promise<number>;
}

/** What a test may change: whether the queue runs, and pg-boss's timings (tests cannot wait minutes). */
export interface JobsOptions {
  /** Run pg-boss in this app. Default: `config.jobQueue` (JOB_QUEUE: on, except when APP_ENV=test). */
  start?: boolean;
  /** How often an idle worker asks for a job (default 2 s). */
  pollingIntervalSeconds?: number;
  /** How often expired jobs are failed, done ones archived (default 60 s). */
  maintenanceIntervalSeconds?: number;
  /** How often the schedules are looked at (default 30 s) and what they sent is queued (default 5 s). */
  cronMonitorIntervalSeconds?: number;
  cronWorkerIntervalSeconds?: number;
  /** How long closing the app waits for running jobs before failing them back to the queue (default 5 s). */
  stopTimeoutMs?: number;
}

declare module 'fastify' {
  interface FastifyInstance {
    jobs: Jobs;
  }
}

/** pg-boss's tables live in their own schema, beside ours; our migrations never touch it. */
const SCHEMA = 'pgboss';

export const jobsPlugin = fp<JobsOptions>(
  async (app: FastifyInstance, options) => {
    const { config, database } = app.deps;
    const definitions = new Map<string, JobDefinition<object>>();
    const start = options.start ?? config.jobQueue;
    const sent: { name: string; data: object }[] = [];
    let boss: PgBoss | undefined;

    const handlerOf = (name: string) => {
      const definition = definitions.get(name);
      if (!definition) throw new Error(`No job "${name}" is defined (plugins/jobs.ts).`);
      return definition;
    };

    const jobs: Jobs = {
      define(definition) {
        if (definitions.has(definition.name)) throw new Error(`Job "${definition.name}" is defined twice.`);
        if (boss) throw new Error(`Job "${definition.name}" is defined after the queue started.`);
        definitions.set(definition.name, definition as unknown as JobDefinition<object>);
      },
      async send(name, data, sendOptions = {}) {
        handlerOf(name);
        if (!boss) {
          sent.push({ name, data });
          return;
        }
        await boss.send(
          name,
          data,
          sendOptions.singletonKey ? { singletonKey: sendOptions.singletonKey } : {},
        );
      },
      get running() {
        return boss !== undefined;
      },
      async runSent() {
        if (boss) throw new Error('runSent is for tests without the queue running.');
        let ran = 0;
        for (let next = sent.shift(); next; next = sent.shift()) {
          await handlerOf(next.name).handle(next.data);
          ran += 1;
        }
        return ran;
      },
    };
    app.decorate('jobs', jobs);
    if (!start) return;

    // Started once every module has defined its jobs; stopped before the database closes (preClose runs before
    // any onClose hook, and a test app closes its database in one).
    app.addHook('onReady', async () => {
      const instance = new PgBoss({
        db: { executeSql: (text, values) => database.executeSql(text, values) },
        schema: SCHEMA,
        maintenanceIntervalSeconds: options.maintenanceIntervalSeconds ?? 60,
        // Queue sizes by state, logged (docs/operations.md "Jobs").
        monitorStateIntervalSeconds: 300,
        ...(options.cronMonitorIntervalSeconds
          ? { cronMonitorIntervalSeconds: options.cronMonitorIntervalSeconds }
          : {}),
        ...(options.cronWorkerIntervalSeconds
          ? { cronWorkerIntervalSeconds: options.cronWorkerIntervalSeconds }
          : {}),
      } as PgBoss.ConstructorOptions);
      instance.on('error', (error) => app.log.error({ err: error }, 'job queue error'));
      instance.on('monitor-states', (states) => app.log.info({ jobs: states }, 'job queue states'));
      await instance.start();
      boss = instance;
      for (const definition of definitions.values()) {
        const queue = {
          name: definition.name,
          policy: definition.policy ?? 'standard',
          retryLimit: definition.retryLimit ?? 0,
          retryDelay: definition.retryDelaySeconds ?? 0,
          retryBackoff: definition.retryBackoff ?? false,
          expireInSeconds: definition.expireInSeconds ?? 15 * 60,
        };
        // Created by the first instance; the others (and later starts) bring its settings up to date.
        await retryOnDeadlock(() => instance.createQueue(definition.name, queue));
        await instance.updateQueue(definition.name, queue);
        await instance.work<object>(
          definition.name,
          { pollingIntervalSeconds: options.pollingIntervalSeconds ?? 2, batchSize: 1 },
          async ([job]) => {
            if (!job) return;
            try {
              await definition.handle(job.data);
            } catch (error) {
              app.log.error({ err: error, job: definition.name, jobId: job.id }, 'job failed');
              throw error;
            }
          },
        );
        if (definition.cron)
          await retryOnDeadlock(() =>
            instance.schedule(definition.name, definition.cron!, {}, { tz: 'UTC' }),
          );
      }
    });
    app.addHook('preClose', async () => {
      const instance = boss;
      if (!instance) return;
      boss = undefined;
      // Running jobs get a few seconds to finish; then they are failed, and retried by any instance.
      await instance.stop({ graceful: true, wait: true, timeout: options.stopTimeoutMs ?? 5000 });
    });
  },
  { name: 'jobs' },
);

/**
 * Instances that start together create the same queues at once, and pg-boss 10's `create_queue` (a row in its
 * queue table, then a partition with a foreign key to that table) can deadlock against itself: PostgreSQL then
 * aborts one of the two, whole (found by test/jobs-scale-out.test.ts). The statement stands alone, so trying it
 * again is safe; the second time it finds the queue the other instance made.
 */
async function retryOnDeadlock<T>(work: () => Promise<T>, attempts = 5): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await work();
    } catch (error) {
      if ((error as { code?: string }).code !== '40P01' || attempt >= attempts) throw error;
      await new Promise((resolve) => setTimeout(resolve, 50 + Math.random() * 200 * attempt));
    }
  }
}
