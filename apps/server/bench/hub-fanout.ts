// npm run bench (apps/server): 10,000 socket.io clients on loopback in one competition room, a score
// committed through the event bus, and the latency until each client has heard it (p50, p99, max = the last
// client). Goal (issue "Live and fast"): p99 < 200 ms on a 2-core machine. The server runs here; the clients
// run in a child process (hub-clients.mjs), so each side has a core. Bounded: HUB_BENCH_CLIENTS (default
// 10000, at most 20000), HUB_BENCH_ROUNDS (default 5), and a hard stop after 5 minutes.
// With REDIS_URL set, the hub runs on the Redis adapter and counters, as with several instances.
import { fork } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import type { DomainEvent } from '@matchday/contracts';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { createContext, withTransaction } from '../src/core/context.ts';
import { openDatabase } from '../src/db/client.ts';
import { ms, percentile, table } from './stats.ts';

const wanted = Math.min(20_000, Number(process.env.HUB_BENCH_CLIENTS ?? 10_000));
// The server holds one descriptor per client (the clients' process as many of its own), plus its own files.
const fdLimit = Number(process.env.FD_LIMIT ?? Number.POSITIVE_INFINITY);
const clients = Math.min(wanted, Number.isFinite(fdLimit) ? fdLimit - 200 : wanted);
if (clients < wanted) {
  console.log(
    `hub bench: ${clients} clients, not ${wanted}: the file descriptor limit is ${fdLimit} (ulimit -n).`,
  );
}
const rounds = Math.min(50, Number(process.env.HUB_BENCH_ROUNDS ?? 5));
const hardStop = setTimeout(() => {
  console.error('hub bench: still running after 5 minutes; stopping.');
  process.exit(1);
}, 300_000);
hardStop.unref();

type ChildMessage =
  | { type: 'ready'; joined: number; errors: Record<string, number>; ms: number }
  | { type: 'received'; times: number[] }
  | { type: 'failed'; error: string };

const now = () => performance.timeOrigin + performance.now();

async function main() {
  const redisUrl = process.env.REDIS_URL;
  const config = loadConfig({
    APP_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: 'memory://',
    ...(redisUrl ? { REDIS_URL: redisUrl } : {}),
  });
  const database = openDatabase({ dataDir: 'memory://' });
  await database.migrate();
  const app = await buildApp({ config, database });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('not listening');
  const url = `http://127.0.0.1:${address.port}`;
  const ids = { leagueId: randomUUID(), champId: randomUUID(), stageId: randomUUID() };

  console.log(
    `hub fan-out: ${clients} clients in champ:${ids.champId.slice(0, 8)}…, ${rounds} scores after one warm-up, ` +
      `${redisUrl ? 'Redis adapter' : 'in-process'}, file descriptors: ${process.env.FD_LIMIT ?? 'unknown'}`,
  );
  const child = fork(fileURLToPath(new URL('./hub-clients.mjs', import.meta.url)), [], {
    env: { ...process.env, HUB_URL: url, HUB_CLIENTS: String(clients), HUB_ROOM: `champ:${ids.champId}` },
    execArgv: ['--max-old-space-size=4096'],
  });
  const next = () =>
    new Promise<ChildMessage>((resolve, reject) => {
      // One listener pair per wait, removed when it settles (else every round leaves an exit listener behind).
      const onExit = (code: number | null) => reject(new Error(`clients exited (${code})`));
      child.once('exit', onExit);
      child.once('message', (message) => {
        child.off('exit', onExit);
        resolve(message as ChildMessage);
      });
    });

  try {
    const ready = await next();
    if (ready.type !== 'ready') throw new Error(`clients: ${JSON.stringify(ready)}`);
    console.log(`connected and joined: ${ready.joined}/${clients} in ${(ready.ms / 1000).toFixed(1)} s`);
    if (Object.keys(ready.errors).length > 0) console.log('connection failures:', ready.errors);

    const ctx = createContext(
      { db: database.db, bus: app.deps.bus, clock: app.deps.clock, log: app.log },
      null,
    );
    const rows = [['score', 'heard by', 'server wrote all', 'p50', 'p99', 'max (last client)']];
    const all: number[] = [];
    // Round 0 warms the write path up (JIT, socket buffers), as the reads bench warms each route: not counted.
    for (let round = 0; round <= rounds; round++) {
      child.send({ type: 'round', timeoutMs: 10_000 });
      await new Promise((resolve) => setTimeout(resolve, 300));
      const event: DomainEvent = {
        type: 'fixture.scored',
        ...ids,
        fixtureId: randomUUID(),
        homeTeamId: randomUUID(),
        awayTeamId: randomUUID(),
        homeScore: round,
        awayScore: 0,
        homePenalties: null,
        awayPenalties: null,
      };
      const heard = next();
      const committedAt = now();
      await withTransaction(ctx, async (tx) => {
        tx.events.record(event);
      });
      await app.hub.idle();
      const written = now() - committedAt;
      const result = await heard;
      if (result.type !== 'received') throw new Error(`clients: ${JSON.stringify(result)}`);
      if (round === 0) continue;
      const latencies = result.times.map((t) => t - committedAt).sort((a, b) => a - b);
      all.push(...latencies);
      rows.push([
        String(round),
        `${latencies.length}/${ready.joined}`,
        ms(written),
        ms(percentile(latencies, 50)),
        ms(percentile(latencies, 99)),
        ms(latencies.at(-1) ?? Number.NaN),
      ]);
    }
    all.sort((a, b) => a - b);
    rows.push([
      'all',
      String(all.length),
      '',
      ms(percentile(all, 50)),
      ms(percentile(all, 99)),
      ms(all.at(-1) ?? NaN),
    ]);
    console.log(table(rows));
    const p99 = percentile(all, 99);
    console.log(`p99 ${ms(p99)}: ${p99 < 200 ? 'within' : 'OVER'} the 200 ms goal`);
  } finally {
    child.send({ type: 'close' });
    await new Promise((resolve) => child.once('exit', resolve));
    await app.close();
    await database.close();
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
