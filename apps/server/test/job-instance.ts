/**
 * A second server instance for test/jobs-scale-out.test.ts, run in a process of its own so that the test can kill
 * it outright (SIGKILL: no shutdown hook runs, nothing is handed back to the queue). On DATABASE_URL it starts the
 * job queue, sends one `test.slow` job and takes it; its handler never finishes. It prints `took <job id>` once the
 * job is running here, then waits to be killed.
 */
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { openDatabase } from '../src/db/client.ts';
import { SLOW_JOB, slowJobQueue } from './jobs-scale-out.shared.ts';

const database = openDatabase({ databaseUrl: process.env.DATABASE_URL });
const app = await buildApp({
  config: loadConfig({ APP_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: 'memory://' }),
  database,
  jobs: { start: true, pollingIntervalSeconds: 0.5, maintenanceIntervalSeconds: 1 },
});
app.jobs.define<{ word: string }>({
  ...slowJobQueue,
  handle: async ({ word }) => {
    const { rows } = await database.executeSql(
      `select id from pgboss.job where name = $1 and state = 'active' and data->>'word' = $2`,
      [SLOW_JOB, word],
    );
    console.log(`took ${(rows[0] as { id: string }).id}`);
    await new Promise(() => {});
  },
});
await app.ready();
await app.jobs.send(SLOW_JOB, { word: process.env.JOB_WORD ?? 'slow' });
