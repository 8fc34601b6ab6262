// npm run bench (apps/server): issue 26's formats at size, through the API and its services on a real
// database: pairing the next round of a 256-team Swiss stage (POST /stage/{id}/next-round, after a round of
// random results; one stage per sample) and advancing a 256-entrant double elimination one result at a time
// (PUT /fixture/{id}/score, each moving the winner and dropping the loser). Medians in ms, side by side.
// With DATABASE_URL, on PostgreSQL instead of PGlite.
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { signUp } from '../test/identity.ts';
import { call, scratchDatabase } from './setup.ts';
import { ms, percentile, table } from './stats.ts';

const TEAMS = 256;
const SWISS_SAMPLES = Number(process.env.FORMATS_BENCH_SWISS_SAMPLES ?? 5);

/** A small deterministic random source, so every run plays the same results. */
function seeded(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1103515245 + 12345) % 2147483648;
    return state / 2147483648;
  };
}

interface F {
  id: string;
  round: number;
  bestOf: number;
  status: string;
  homeTeamId: string | null;
  awayTeamId: string | null;
}

async function main() {
  const { database, label, drop } = await scratchDatabase();
  await database.migrate();
  const app = await buildApp({
    config: loadConfig({ APP_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: 'memory://' }),
    database,
  });
  try {
    const { cookie } = await signUp(app, { name: 'Organiser' });
    const league = await call(app, 'POST', '/api/champ-leagues', cookie, {
      name: 'Bench League',
      sportKindId: 'counter-strike-2',
      subdomain: `bench-${Date.now().toString(36)}`,
    });
    const champ = await call(app, 'POST', '/api/champs', cookie, {
      champLeagueId: league.id,
      name: 'Bench Open',
      season: '2026',
    });
    const teamIds: string[] = [];
    for (let i = 1; i <= TEAMS; i++) {
      const team = await call(app, 'POST', '/api/teams', cookie, {
        name: `Bench ${i}`,
        sportKindId: 'counter-strike-2',
      });
      await call(app, 'POST', `/api/champs/${champ.id}/teams`, cookie, { teamId: team.id });
      teamIds.push(team.id);
    }
    const random = seeded(26);
    const stageFixtures = async (stageId: string): Promise<F[]> =>
      (await call(app, 'GET', `/api/fixture/search?stageId=${stageId}&pageSize=1000`, cookie)).items;
    const playAll = async (fixtures: F[]) => {
      const times: number[] = [];
      for (const f of fixtures) {
        if (f.status !== 'scheduled' || !f.homeTeamId || !f.awayTeamId) continue;
        const needed = (f.bestOf + 1) / 2;
        const homeWins = random() < 0.5;
        const started = performance.now();
        await call(app, 'PUT', `/api/fixture/${f.id}/score`, cookie, {
          homeScore: homeWins ? needed : 0,
          awayScore: homeWins ? 0 : needed,
        });
        times.push(performance.now() - started);
      }
      return times;
    };

    console.log(`formats at ${TEAMS} teams on ${label}`);
    const pairing: number[] = [];
    for (let sample = 0; sample < SWISS_SAMPLES; sample++) {
      const stage = await call(app, 'POST', `/api/champs/${champ.id}/stage`, cookie, {
        type: 'swiss',
        name: `Swiss ${sample}`,
        seeding: teamIds,
        winsToAdvance: 3,
        lossesToEliminate: 3,
      });
      await playAll(await stageFixtures(stage.id));
      const started = performance.now();
      await call(app, 'POST', `/api/stage/${stage.id}/next-round`, cookie);
      pairing.push(performance.now() - started);
    }

    const stage = await call(app, 'POST', `/api/champs/${champ.id}/stage`, cookie, {
      type: 'double-elimination',
      name: 'Double elimination',
      seeding: teamIds,
      grandFinalReset: true,
    });
    const advancing: number[] = [];
    const started = performance.now();
    for (;;) {
      const ready = (await stageFixtures(stage.id)).filter(
        (f) => f.status === 'scheduled' && f.homeTeamId && f.awayTeamId,
      );
      if (ready.length === 0) break;
      advancing.push(...(await playAll(ready)));
    }
    const wholeMs = performance.now() - started;
    const sortedPairing = [...pairing].sort((a, b) => a - b);
    const sortedAdvancing = [...advancing].sort((a, b) => a - b);
    console.log(
      table([
        ['', 'samples', 'median', 'p95'],
        [
          `Swiss round 2 of ${TEAMS} (next-round)`,
          String(pairing.length),
          ms(percentile(sortedPairing, 50)),
          ms(percentile(sortedPairing, 95)),
        ],
        [
          `double elimination of ${TEAMS}, one result`,
          String(advancing.length),
          ms(percentile(sortedAdvancing, 50)),
          ms(percentile(sortedAdvancing, 95)),
        ],
      ]),
    );
    console.log(
      `the whole ${TEAMS}-entrant double elimination (with reads): ${(wholeMs / 1000).toFixed(1)} s`,
    );
  } finally {
    await app.close();
    await database.close();
    await drop();
  }
}

await main();
