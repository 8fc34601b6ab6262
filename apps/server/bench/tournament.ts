// npm run bench (apps/server): a whole tournament entered through the API — the 2014 World Cup of the shared
// reference: 32 teams, 736 players on rosters and squads, 64 matches, every event one request at a time, each
// result — with the total time and the per-event latency (p50, p95, p99). Then the match page's room: a fan's
// socket.io client in `fixture:{id}` and an organiser posting events; the time from the request until the fan
// hears `fixture.eventsChanged` (p50, p95, max). With DATABASE_URL, on PostgreSQL instead of PGlite.
import { io } from 'socket.io-client';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { signUp } from '../test/identity.ts';
import { enterTournament, readTournament, WORLD_CUP_2014 } from '../test/tournament.ts';
import { scratchDatabase } from './setup.ts';
import { ms, percentile, table } from './stats.ts';

const FAN_EVENTS = Number(process.env.TOURNAMENT_BENCH_FAN_EVENTS ?? 60);

async function main() {
  const { database, label, drop } = await scratchDatabase();
  await database.migrate();
  const app = await buildApp({
    config: loadConfig({ APP_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: 'memory://' }),
    database,
  });
  try {
    await app.listen({ host: '127.0.0.1', port: 0 });
    const address = app.server.address();
    if (!address || typeof address === 'string') throw new Error('not listening');
    const organiser = await signUp(app, { name: 'Organiser' });
    const data = readTournament(WORLD_CUP_2014.pathname);

    console.log(`tournament entry on ${label}: ${data.tournament}, one request per event`);
    const started = performance.now();
    const wc = await enterTournament(app, organiser.cookie, data, {
      subdomain: `bench-${Date.now().toString(36)}`,
      oneByOne: true,
    });
    const totalMs = performance.now() - started;
    const perEvent = [...wc.eventRequestMs].sort((a, b) => a - b);
    console.log(
      table([
        ['players', 'matches', 'events', 'total', 'event p50', 'event p95', 'event p99'],
        [
          String(wc.playerIdOf.size),
          String(wc.fixtureOf.size),
          String(wc.eventCount),
          `${(totalMs / 1000).toFixed(1)} s`,
          ms(percentile(perEvent, 50)),
          ms(percentile(perEvent, 95)),
          ms(percentile(perEvent, 99)),
        ],
      ]),
    );

    // The fan: one client in the final's room. The organiser adds and removes a yellow card, again and again.
    const finalMatch = data.matches.find((m) => m.stage === 'final')!;
    const final = wc.fixtureOf.get(finalMatch.key)!;
    const fan = io(`http://127.0.0.1:${address.port}`, { path: '/api/hub', transports: ['websocket'] });
    await new Promise<void>((resolve, reject) => {
      fan.once('connect', () => resolve());
      fan.once('connect_error', reject);
    });
    const ack = await fan.emitWithAck('join', { kind: 'fixture', id: final.id });
    if (!ack.ok) throw new Error(`join: ${JSON.stringify(ack)}`);
    const playerId = wc.playerIdOf.get(
      data.squads.DEU!.find((p) => p.name === 'Bastian Schweinsteiger')!.playerKey,
    )!;
    const latencies: number[] = [];
    for (let i = 0; i < FAN_EVENTS; i++) {
      const heard = new Promise<number>((resolve) =>
        fan.once('fixture.eventsChanged', () => resolve(performance.now())),
      );
      const sent = performance.now();
      const add = await app.inject({
        method: 'POST',
        url: `/api/fixture/${final.id}/event`,
        headers: { cookie: organiser.cookie },
        payload: { type: 'yellowCard', teamId: wc.teamIdOf.get('DEU'), playerId, minute: 1 + (i % 90) },
      });
      if (add.statusCode !== 201) throw new Error(`event: ${add.statusCode} ${add.body}`);
      latencies.push((await heard) - sent);
      const removed = new Promise((resolve) => fan.once('fixture.eventsChanged', resolve));
      await app.inject({
        method: 'DELETE',
        url: `/api/fixture/event/${add.json().id}`,
        headers: { cookie: organiser.cookie },
      });
      await removed;
    }
    fan.close();
    const sorted = latencies.sort((a, b) => a - b);
    console.log(
      `\nevent to fan on the match page's room (${FAN_EVENTS} events, request sent → event heard):`,
    );
    console.log(
      table([
        ['p50', 'p95', 'max'],
        [ms(percentile(sorted, 50)), ms(percentile(sorted, 95)), ms(sorted.at(-1) ?? Number.NaN)],
      ]),
    );
  } finally {
    await app.close();
    await database.close();
    await drop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
