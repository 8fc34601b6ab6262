// npm run bench (apps/server): a player's pages against the trivial route of the same server, in-process.
// Seeds through the API a player registered for one team in 20 competitions of 26 teams each (double round
// robin: 50 matches of the player's team per competition, 1,000 in all, 13,000 fixtures in the database), half
// of the player's matches played. Then times BENCH_REQUESTS sequential `app.inject` calls per read (default
// 200, after 20 warm-up calls): signed in (never served from the read cache: the database and the domain's
// computePlayerStats every time) and anonymous (the read cache). Prints median and p95. Goal: p95 < 50 ms
// for the stats and matches reads. Embedded PGlite by default; with DATABASE_URL (an admin connection to a
// PostgreSQL server) a scratch database `bench_<random>` is created there and dropped at the end.
// A benchmark prints figures; it is not a timed test. Hard stop after 15 minutes.
import { randomBytes } from 'node:crypto';
import { type App, buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { call, scratchDatabase } from './setup.ts';
import { ms, percentile, table } from './stats.ts';

const COMPETITIONS = 20;
const TEAMS = 26; // double round robin: 2 × 25 = 50 matches per team and competition
const requests = Math.max(20, Number(process.env.BENCH_REQUESTS ?? 200));
const hardStop = setTimeout(() => {
  console.error('player reads bench: still running after 15 minutes; stopping.');
  process.exit(1);
}, 900_000);
hardStop.unref();

let leagueId = '';

/** A SystemAdmin, 26 teams, 20 competitions of them, a player in team 1's squad of each, 500 results. */
async function seed(app: App) {
  const signUp = await app.inject({
    method: 'POST',
    url: '/security/v1/auth/sign-up/email',
    payload: { email: 'bench@matchday.test', name: 'Bench', password: 'correct horse battery staple' },
  });
  const cookie = [signUp.headers['set-cookie']]
    .flat()
    .map((c) => String(c).split(';')[0])
    .join('; ');
  const teamIds: string[] = [];
  for (let i = 1; i <= TEAMS; i++) {
    const team = await call(app, 'POST', '/api/teams', cookie, {
      name: `Team ${i}`,
      sportKindId: 'football',
    });
    teamIds.push(team.id);
  }
  const playerTeam = teamIds[0]!;
  const player = await call(app, 'POST', '/api/player', cookie, {
    name: 'Bench Player',
    sportKindId: 'football',
  });
  await call(app, 'POST', `/api/teams/${playerTeam}/player`, cookie, { playerId: player.id, shirtNumber: 9 });
  let fixtures = 0;
  let played = 0;
  for (let c = 0; c < COMPETITIONS; c++) {
    // Four leagues of five seasons each: the stats group by league.
    const league =
      c % 5 === 0
        ? await call(app, 'POST', '/api/champ-leagues', cookie, {
            name: `Bench League ${c / 5 + 1}`,
            sportKindId: 'football',
            subdomain: `bench-${randomBytes(3).toString('hex')}`,
          })
        : undefined;
    leagueId = league?.id ?? leagueId;
    const champ = await call(app, 'POST', '/api/champs', cookie, {
      champLeagueId: leagueId,
      name: `Season ${2000 + c}`,
      season: String(2000 + c),
      startDate: `${2000 + c}-03-01`,
    });
    for (const teamId of teamIds)
      await call(app, 'POST', `/api/champs/${champ.id}/teams`, cookie, { teamId });
    const stage = await call(app, 'POST', `/api/champs/${champ.id}/stage`, cookie, {
      name: 'League',
      type: 'league',
      legs: 2,
    });
    const generated = (await call(app, 'POST', '/api/fixture/generate', cookie, {
      stageId: stage.id,
      startDate: `${2000 + c}-03-07`,
    })) as { items: { id: string; homeTeamId: string; awayTeamId: string }[] };
    fixtures += generated.items.length;
    await call(app, 'POST', '/api/champ-team-players', cookie, {
      champId: champ.id,
      teamId: playerTeam,
      playerId: player.id,
    });
    const ours = generated.items.filter((f) => f.homeTeamId === playerTeam || f.awayTeamId === playerTeam);
    // The first half of the player's season played, scores from a fixed sequence (reproducible runs).
    for (const [i, fixture] of ours.slice(0, ours.length / 2).entries()) {
      await call(app, 'PUT', `/api/fixture/${fixture.id}/score`, cookie, {
        homeScore: (i * 7) % 4,
        awayScore: (i * 3) % 3,
      });
      played++;
    }
  }
  return { cookie, playerId: player.id as string, fixtures, played };
}

/** Median and p95 of `requests` sequential calls after a warm-up; every answer must be 200. */
async function time(app: App, url: string, cookie: string | undefined) {
  const once = async () => {
    const started = performance.now();
    const response = await app.inject({ method: 'GET', url, ...(cookie ? { headers: { cookie } } : {}) });
    const elapsed = performance.now() - started;
    if (response.statusCode !== 200) throw new Error(`GET ${url}: ${response.statusCode} ${response.body}`);
    return elapsed;
  };
  for (let i = 0; i < 20; i++) await once();
  const samples: number[] = [];
  for (let i = 0; i < requests; i++) samples.push(await once());
  samples.sort((a, b) => a - b);
  return { median: percentile(samples, 50), p95: percentile(samples, 95) };
}

async function main() {
  const { database, label, drop } = await scratchDatabase();
  await database.migrate();
  const app = await buildApp({
    config: loadConfig({ APP_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: 'memory://' }),
    database,
  });
  try {
    await app.ready();
    const started = performance.now();
    const { cookie, playerId, fixtures, played } = await seed(app);
    const check = await call(app, 'GET', `/api/fixture/player/${playerId}?pageSize=1`, cookie);
    console.log(
      `player reads on ${label}: one player, ${check.totalItems} matches in ${COMPETITIONS} competitions ` +
        `(${played} played), ${fixtures} fixtures in all, seeded in ` +
        `${((performance.now() - started) / 1000).toFixed(1)} s; ${requests} sequential app.inject calls per read`,
    );
    const reads: [string, string][] = [
      ['trivial (no database)', '/runtime-config.json'],
      ['stats (grouped by league)', `/api/player/${playerId}/stats?groupingOption=1`],
      ['overall stats', `/api/player/${playerId}/overallstats`],
      ['matches, first page (20)', `/api/fixture/player/${playerId}?pageIndex=0&pageSize=20`],
      ['matches, last page (20)', `/api/fixture/player/${playerId}?pageIndex=49&pageSize=20`],
      ['matches, teamName filter', `/api/fixture/player/${playerId}?teamName=Team%2017`],
    ];
    const rows = [['read', 'signed in: median', 'p95', 'anonymous (cache): median', 'p95']];
    for (const [name, url] of reads) {
      const signedIn = await time(app, url, cookie);
      const anonymous = await time(app, url, undefined);
      rows.push([name, ms(signedIn.median), ms(signedIn.p95), ms(anonymous.median), ms(anonymous.p95)]);
    }
    console.log(table(rows));
    console.log('Goal: p95 < 50 ms for the stats and matches reads (signed in: never cached).');
  } finally {
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
