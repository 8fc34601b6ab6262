// npm run bench (apps/server): the public reads of a match day against the trivial route of the same server.
// Seeds a 20-team double round robin (380 fixtures, half of them played) through the API, then runs
// autocannon (50 connections, loopback, in a child process so it does not share the server's core) against
// `GET /runtime-config.json` (no database) and each public read, one after another, in one run. Prints
// requests/s, the ratio to the trivial route and p99. Goal (issue "Live and fast", then issue 29, item 14): each
// read ≥ 50 % of the trivial route, p99 < 50 ms, on embedded PGlite and, when DATABASE_URL names a PostgreSQL
// server (an admin connection: a scratch database `bench_<random>` is made there and dropped), on it too; the two
// side by side in one table.
// Bounded: BENCH_SECONDS per route (default 5), and a hard stop after 15 minutes. BENCH_ONLY=<text> measures the
// trivial route and the reads whose name contains <text> only.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type App, buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { call, scratchDatabase } from './setup.ts';
import { ms, table } from './stats.ts';

const seconds = Math.min(60, Number(process.env.BENCH_SECONDS ?? 5));
const hardStop = setTimeout(() => {
  console.error('reads bench: still running after 15 minutes; stopping.');
  process.exit(1);
}, 900_000);
hardStop.unref();

interface Result {
  requestsPerSecond: number;
  p99: number;
  non2xx: number;
  errors: number;
}

/** A SystemAdmin, a league, a competition of 20 teams, a double round robin, 190 results. */
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
  const league = await call(app, 'POST', '/api/champ-leagues', cookie, {
    name: 'Bench League',
    sportKindId: 'football',
    subdomain: `bench-${randomBytes(3).toString('hex')}`,
  });
  const champ = await call(app, 'POST', '/api/champs', cookie, {
    champLeagueId: league.id,
    name: 'Season',
    season: '2026',
    startDate: '2026-03-01',
  });
  const teamIds: string[] = [];
  for (let i = 1; i <= 20; i++) {
    const team = await call(app, 'POST', '/api/teams', cookie, {
      name: `Team ${i}`,
      sportKindId: 'football',
    });
    await call(app, 'POST', `/api/champs/${champ.id}/teams`, cookie, { teamId: team.id });
    teamIds.push(team.id);
  }
  const stage = await call(app, 'POST', `/api/champs/${champ.id}/stage`, cookie, {
    name: 'League',
    type: 'league',
    legs: 2,
  });
  await call(app, 'POST', '/api/fixture/generate', cookie, { stageId: stage.id, startDate: '2026-03-07' });
  const fixtures = (await call(app, 'GET', `/api/fixture/champ/${champ.id}`, cookie)) as {
    items: { id: string }[];
  };
  // Half the season played, with scores from a fixed sequence (reproducible runs).
  for (const [i, fixture] of fixtures.items.slice(0, fixtures.items.length / 2).entries()) {
    await call(app, 'PUT', `/api/fixture/${fixture.id}/score`, cookie, {
      homeScore: (i * 7) % 4,
      awayScore: (i * 3) % 3,
    });
  }
  return {
    leagueId: league.id,
    champId: champ.id,
    stageId: stage.id,
    teamId: teamIds[0]!,
    fixtures: fixtures.items.length,
  };
}

const autocannon = createRequire(import.meta.url).resolve('autocannon');

/** autocannon in its own process, 50 connections for `duration` seconds; its JSON summary. */
function hammer(url: string, duration: number, accept = 'application/json'): Promise<Result> {
  return new Promise((resolve, reject) => {
    // As a fan's browser asks: it always accepts gzip (a large cached body then goes compressed).
    const args = [
      autocannon,
      '-c',
      '50',
      '-d',
      String(duration),
      '-H',
      'accept-encoding=gzip, deflate, br',
      '-H',
      `accept=${accept}`,
      '-j',
      url,
    ];
    const child = spawn(process.execPath, args, {
      stdio: ['ignore', 'pipe', 'ignore'],
    });
    let out = '';
    child.stdout.on('data', (chunk) => {
      out += chunk;
    });
    child.on('error', reject);
    child.on('exit', (code) => {
      if (code !== 0) return reject(new Error(`autocannon exited ${code}`));
      const json = JSON.parse(out) as {
        requests: { average: number };
        latency: { p99: number };
        non2xx: number;
        errors: number;
      };
      resolve({
        requestsPerSecond: json.requests.average,
        p99: json.latency.p99,
        non2xx: json.non2xx,
        errors: json.errors,
      });
    });
  });
}

interface Measured {
  label: string;
  fixtures: number;
  /** Per read, in the order measured: requests/s, p99, failures, whether the read cache served it. */
  rows: { name: string; result: Result | null; cached: string; skipped?: string }[];
}

/** Seeds a season on one database and hammers every read of it, one after another. */
async function measureOn(scratch: Awaited<ReturnType<typeof scratchDatabase>>): Promise<Measured> {
  const { database, label, drop } = scratch;
  await database.migrate();
  // A built index.html is all a page load needs: the competition page is then sent with its first reads
  // (ADR 0026), each asked through the app as the browser would.
  const web = mkdtempSync(join(tmpdir(), 'matchday-bench-web-'));
  writeFileSync(
    join(web, 'index.html'),
    '<!doctype html><html><head><title>Matchday</title></head><body><div id="root"></div></body></html>',
  );
  const app = await buildApp({
    config: loadConfig({ APP_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: 'memory://', WEB_DIST_DIR: web }),
    database,
  });
  try {
    const started = performance.now();
    const ids = await seed(app);
    console.log(
      `public reads on ${label}: 20 teams, ${ids.fixtures} fixtures (half played), seeded in ` +
        `${((performance.now() - started) / 1000).toFixed(1)} s; autocannon 50 connections, ${seconds} s per route`,
    );
    const routes: [string, string, string?][] = [
      ['trivial (no database)', '/runtime-config.json'],
      ['leagues', '/api/champ-leagues'],
      ['league competitions', `/api/champ-leagues/${ids.leagueId}/champs`],
      ['competition', `/api/champs/${ids.champId}`],
      ['stages of the competition', `/api/champs/${ids.champId}/stage`],
      [`fixtures (${ids.fixtures})`, `/api/fixture/champ/${ids.champId}`],
      ['standings', `/api/stage/${ids.stageId}/stats`],
      ['competition stats', `/api/champs/${ids.champId}/stats`],
      ['competition teams', `/api/champs/${ids.champId}/teams`],
      ['team', `/api/teams/${ids.teamId}`],
      // A page load: the HTML with the answers of the page's nine first reads, the fixtures among them.
      ['competition page (HTML, 9 reads)', `/observe/competition/${ids.champId}`, 'text/html'],
    ];
    await app.listen({ host: '127.0.0.1', port: 0 });
    const address = app.server.address();
    if (!address || typeof address === 'string') throw new Error('not listening');
    const base = `http://127.0.0.1:${address.port}`;

    const rows: Measured['rows'] = [];
    // BENCH_ONLY=fixtures: the trivial route and the reads whose name contains it (profiling one read).
    const only = process.env.BENCH_ONLY;
    for (const [name, path, accept] of routes) {
      if (only && path !== '/runtime-config.json' && !name.includes(only)) continue;
      const probe = await app.inject({ method: 'GET', url: path, headers: { accept: accept ?? '*/*' } });
      if (probe.statusCode !== 200) {
        rows.push({ name, result: null, cached: '', skipped: `skipped: ${probe.statusCode}` });
        continue;
      }
      const hitsBefore = app.readCache.stats.hits;
      await hammer(base + path, 1, accept); // warm-up: JIT, pools, the cache entry
      const result = await hammer(base + path, seconds, accept);
      // Served from the read cache: the probe above stored the entry, the hammering hit it.
      const cached =
        path === '/runtime-config.json' ? '—' : app.readCache.stats.hits > hitsBefore ? 'yes' : 'no';
      rows.push({ name: name.replace(/ \(\d+\)$/, ''), result, cached });
    }
    return { label, fixtures: ids.fixtures, rows };
  } finally {
    await app.close();
    await database.close();
    await drop();
    rmSync(web, { recursive: true, force: true });
  }
}

/**
 * The same season on the embedded database and, when `DATABASE_URL` names a PostgreSQL server (an admin
 * connection: a scratch database is made there and dropped), on PostgreSQL; one table, side by side.
 */
async function main() {
  const measured: Measured[] = [await measureOn(await scratchDatabase({ embedded: true }))];
  if (process.env.DATABASE_URL) measured.push(await measureOn(await scratchDatabase()));
  else console.log('(no DATABASE_URL: PostgreSQL is not measured; set it to an admin connection to add it)');
  const header = ['read'];
  for (const m of measured) header.push(`${m.label}: req/s`, 'of trivial', 'p99', 'cached');
  const lines: string[][] = [header];
  const names = measured[0]!.rows.map((row) => row.name);
  for (const name of names) {
    const line = [name === 'fixtures' ? `fixtures (${measured[0]!.fixtures})` : name];
    for (const m of measured) {
      const trivial = m.rows[0]?.result?.requestsPerSecond ?? Number.NaN;
      const row = m.rows.find((r) => r.name === name);
      if (!row?.result) {
        line.push(row?.skipped ?? 'missing', '', '', '');
        continue;
      }
      const { requestsPerSecond, p99, non2xx, errors } = row.result;
      line.push(
        requestsPerSecond.toFixed(0) + (non2xx || errors ? ` (${non2xx + errors} failed)` : ''),
        `${((100 * requestsPerSecond) / trivial).toFixed(1)} %`,
        ms(p99),
        row.cached,
      );
    }
    lines.push(line);
  }
  console.log(table(lines));
  console.log('Goal: each read ≥ 50 % of the trivial route with p99 < 50 ms (the page is for comparison).');
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
