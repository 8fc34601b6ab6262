// The public site as the web benchmarks see it (lighthouse.mjs, long-tasks.mjs, page-loads.mjs, page-weight.mjs):
// a private copy of the build, served by the real server on a fresh embedded database (PGlite), seeded with a
// league that has its own site, a competition of six teams with fixtures, two results and a news item, and a
// team's roster of players (the team and player pages, on the main site and the league's own).
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');
export const dist = join(root, 'apps/web/dist');
/** The server's render of the pages (ADR 0025), built beside the web build. */
export const distServer = join(root, 'apps/web/dist-server');

/**
 * Starts the server on `port` and seeds it. `pages` are the public pages measured, as [name, url]; `stop()`
 * ends the server and removes the copy.
 */
export async function startBenchSite(port) {
  if (!existsSync(join(dist, 'index.html')))
    throw new Error('no build (run `npm run build -w apps/web` first)');
  const base = `http://localhost:${port}`;
  // A private copy of the build and a fresh data folder: a `vite build` elsewhere empties dist/.
  const runDir = mkdtempSync(join(tmpdir(), 'matchday-bench-'));
  cpSync(dist, join(runDir, 'web'), { recursive: true });
  if (existsSync(distServer)) cpSync(distServer, join(runDir, 'dist-server'), { recursive: true });
  const server = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: join(runDir, 'data'),
      WEB_DIST_DIR: join(runDir, 'web'),
      APP_ENV: 'test',
      PUBLIC_URL: base,
      // League sites answer on `{subdomain}.localhost:{port}` (Chromium resolves every `*.localhost`).
      WEB_ENGINE_DOMAIN: `localhost:${port}`,
      LOG_LEVEL: 'warn',
    },
  });
  const stop = async () => {
    server.kill('SIGTERM');
    await new Promise((done) => (server.exitCode === null ? server.once('exit', done) : done()));
    rmSync(runDir, { recursive: true, force: true });
  };
  try {
    await waitForServer(server, base);
    const s = await seed(base);
    const pages = [
      ['home', `${base}/`],
      ['competitions', `${base}/competitions`],
      ['competition', `${base}/observe/competition/${s.champId}`],
      ['match', `${base}/observe/match-center/${s.playedId}`],
      ['league', `${base}/observe/league/${s.leagueId}`],
      ['about-us', `${base}/about-us`],
      ['league site', `http://${s.subdomain}.localhost:${port}/`],
      ['team', `${base}/observe/team/${s.teamId}`],
      ['player', `${base}/observe/player/${s.playerId}`],
      ['league site team', `http://${s.subdomain}.localhost:${port}/observe/team/${s.teamId}`],
      ['league site player', `http://${s.subdomain}.localhost:${port}/observe/player/${s.playerId}`],
    ];
    return { base, pages, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

async function waitForServer(server, base) {
  for (let attempt = 0; attempt < 240; attempt += 1) {
    if (server.exitCode !== null) throw new Error(`the server exited (${server.exitCode})`);
    try {
      if ((await fetch(`${base}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((done) => setTimeout(done, 500));
  }
  throw new Error('the server did not start within 2 minutes');
}

/**
 * What the pages show: a league with its own site, a competition of six teams, fixtures, two results, news; the
 * first team (which played the first result) has three players on its roster and in the competition's squad, the
 * first of them the player page's.
 */
async function seed(base) {
  const run = randomUUID().slice(0, 6);
  let cookie = '';
  const call = async (method, path, body) => {
    const response = await fetch(`${base}${path}`, {
      method,
      headers: { 'content-type': 'application/json', origin: base, cookie },
      body: JSON.stringify(body),
    });
    const setCookie = response.headers.getSetCookie();
    if (setCookie.length > 0) cookie = setCookie.map((c) => c.split(';')[0]).join('; ');
    if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
    return response.json();
  };
  const post = (path, body) => call('POST', path, body);
  const put = (path, body) => call('PUT', path, body);

  await post('/security/v1/auth/sign-up/email', {
    name: 'Bench Organiser',
    email: `bench.${run}@example.com`,
    password: `pw-${run}-Secret!`,
  });
  const subdomain = `bench-${run}`;
  const league = await post('/api/champ-leagues', {
    name: `Riverside Sunday League ${run}`,
    sportKindId: 'football',
    subdomain,
    description: 'Five-a-side on Sunday mornings, open to everyone.',
  });
  const champ = await post('/api/champs', {
    champLeagueId: league.id,
    name: `Spring Cup ${run}`,
    season: '2026',
  });
  const teamIds = [];
  for (const name of ['Harbour', 'Quarry', 'Meadow', 'Summit', 'Valley', 'Forest']) {
    const team = await post('/api/teams', {
      name: `${name} FC`,
      shortName: name.slice(0, 3).toUpperCase(),
      sportKindId: 'football',
    });
    teamIds.push(team.id);
    await post(`/api/champs/${champ.id}/teams`, { teamId: team.id });
  }
  // The team and player pages: a roster (shirt numbers, positions, one with a contract period) and a squad.
  const [teamId] = teamIds;
  const playerIds = [];
  for (const [index, [name, position]] of [
    ['Ada Striker', 'Forward'],
    ['Bea Keeper', 'Goalkeeper'],
    ['Cal Midfield', 'Midfielder'],
  ].entries()) {
    const player = await post('/api/player', {
      name,
      sportKindId: 'football',
      shirtNumber: 9 + index,
      position,
    });
    playerIds.push(player.id);
    await post(`/api/teams/${teamId}/player`, {
      playerId: player.id,
      shirtNumber: 9 + index,
      position,
      ...(index === 0 ? { startDate: '2026-01-01', endDate: '2027-06-30' } : {}),
    });
    await post('/api/champ-team-players', {
      champId: champ.id,
      teamId,
      playerId: player.id,
      shirtNumber: 9 + index,
    });
  }
  const stage = await post(`/api/champs/${champ.id}/stage`, { type: 'league', name: 'Regular season' });
  const fixtures = await post('/api/fixture/generate', {
    stageId: stage.id,
    startDate: new Date().toISOString().slice(0, 10),
    kickoffTime: '18:00',
  });
  const [played, second] = fixtures.items;
  await put(`/api/fixture/${played.id}/score`, { homeScore: 2, awayScore: 1 });
  await put(`/api/fixture/${second.id}/score`, { homeScore: 0, awayScore: 0 });
  await post(`/api/champs/${champ.id}/news`, {
    title: 'The season kicks off',
    body: '<p>The season starts this <strong>Sunday</strong>.</p>',
  });
  return {
    subdomain,
    leagueId: league.id,
    champId: champ.id,
    playedId: played.id,
    teamId,
    playerId: playerIds[0],
  };
}
