// npm run bench (apps/server): chat fan-out. CHAT_BENCH_CLIENTS (default 1,000) socket.io clients on loopback
// in one match room of the hub's `/chat` namespace; a signed-in fan posts a message through the real route
// (`POST /chat/rooms/{room}/messages`: validation, mute and rate checks, the transaction, the event after the
// commit) and each client's latency from the start of the POST until it has the message is measured (p50,
// p99, max = the last client). The clients run in a child process (hub-clients.mjs), so each side has a core.
// Rounds are spaced past the per-user rate limit. With REDIS_URL set, the hub runs on the Redis adapter.
import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { CHAT_RATE_LIMIT, CHAT_RATE_WINDOW_SECONDS } from '@matchday/contracts';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { call, scratchDatabase } from './setup.ts';
import { ms, percentile, table } from './stats.ts';

const clients = Math.min(5_000, Number(process.env.CHAT_BENCH_CLIENTS ?? 1_000));
const rounds = Math.min(50, Number(process.env.CHAT_BENCH_ROUNDS ?? 8));
const hardStop = setTimeout(() => {
  console.error('chat bench: still running after 5 minutes; stopping.');
  process.exit(1);
}, 300_000);
hardStop.unref();

type ChildMessage =
  | { type: 'ready'; joined: number; errors: Record<string, number>; ms: number }
  | { type: 'received'; times: number[] }
  | { type: 'failed'; error: string };

const now = () => performance.timeOrigin + performance.now();

async function signUp(app: Awaited<ReturnType<typeof buildApp>>, email: string, name: string) {
  const response = await app.inject({
    method: 'POST',
    url: '/security/v1/auth/sign-up/email',
    payload: { email, name, password: 'correct horse battery staple' },
  });
  if (response.statusCode >= 300)
    throw new Error(`sign-up ${email}: ${response.statusCode} ${response.body}`);
  return [response.headers['set-cookie']]
    .flat()
    .map((c) => String(c).split(';')[0])
    .join('; ');
}

async function main() {
  const redisUrl = process.env.REDIS_URL;
  const { database, label, drop } = await scratchDatabase();
  await database.migrate();
  const config = loadConfig({
    APP_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: 'memory://',
    ...(redisUrl ? { REDIS_URL: redisUrl } : {}),
  });
  const app = await buildApp({ config, database });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('not listening');
  const url = `http://127.0.0.1:${address.port}`;

  // An organiser's league with one competition: its room is opened; a fan writes in it.
  const organiser = await signUp(app, 'organiser@matchday.test', 'Organiser');
  const fan = await signUp(app, 'fan@matchday.test', 'Fan');
  const league = await call(app, 'POST', '/api/champ-leagues', organiser, {
    name: 'Chat League',
    sportKindId: 'football',
    subdomain: `chat-${Date.now().toString(36)}`,
  });
  const champ = await call(app, 'POST', '/api/champs', organiser, {
    champLeagueId: league.id,
    name: 'Chat Cup',
  });
  const room = `champ:${champ.id}`;
  await call(app, 'PUT', `/chat/rooms/${room}`, organiser, { mode: 'open' });

  console.log(
    `chat fan-out: ${clients} clients in ${room.slice(0, 14)}…, ${rounds} messages after one warm-up, ` +
      `${label}, ${redisUrl ? 'Redis adapter' : 'in-process hub'}`,
  );
  const child = fork(fileURLToPath(new URL('./hub-clients.mjs', import.meta.url)), [], {
    env: {
      ...process.env,
      HUB_URL: url,
      HUB_CLIENTS: String(clients),
      HUB_ROOM: room,
      HUB_NAMESPACE: '/chat',
      HUB_EVENT: 'chat.message',
    },
    execArgv: ['--max-old-space-size=2048'],
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

    // Space the posts so one fan never meets the rate limit (CHAT_RATE_LIMIT per CHAT_RATE_WINDOW_SECONDS).
    const spacingMs = Math.ceil((CHAT_RATE_WINDOW_SECONDS * 1000) / CHAT_RATE_LIMIT) + 50;
    const rows = [['message', 'heard by', 'POST answered', 'p50', 'p99', 'max (last client)']];
    const all: number[] = [];
    // Round 0 warms the write path up (JIT, socket buffers): not counted.
    for (let round = 0; round <= rounds; round++) {
      child.send({ type: 'round', timeoutMs: 10_000 });
      await new Promise((resolve) => setTimeout(resolve, spacingMs));
      const heard = next();
      const postedAt = now();
      await call(app, 'POST', `/chat/rooms/${room}/messages`, fan, { text: `Goal! (${round})` });
      const answered = now() - postedAt;
      const result = await heard;
      if (result.type !== 'received') throw new Error(`clients: ${JSON.stringify(result)}`);
      if (round === 0) continue;
      const latencies = result.times.map((t) => t - postedAt).sort((a, b) => a - b);
      all.push(...latencies);
      rows.push([
        String(round),
        `${latencies.length}/${ready.joined}`,
        ms(answered),
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
      ms(all.at(-1) ?? Number.NaN),
    ]);
    console.log(table(rows));
  } finally {
    child.send({ type: 'close' });
    await new Promise((resolve) => child.once('exit', resolve));
    await app.close();
    await database.close();
    await drop();
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
