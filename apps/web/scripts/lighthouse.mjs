// npm run bench (apps/web), after first-load.mjs: Lighthouse (mobile: a mid-range phone on a slow 4G, simulated)
// on the public pages of the build, served by the real server on an embedded database with a seeded league.
// It prints a table (performance and accessibility scores, LCP, TBT, CLS); it is a benchmark, not a test, and
// fails only when it cannot run. Issue 13's bar: performance ≥ 90 on mobile.
//
//   npm run build -w apps/web && node apps/web/scripts/lighthouse.mjs
//
// Chromium is Debian's (/usr/bin/chromium, or CHROME_PATH); nothing is downloaded. LIGHTHOUSE_PORT picks the
// server's port (default 3190); LIGHTHOUSE_JSON=<dir> also writes each page's full report there.
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');
const dist = join(root, 'apps/web/dist');
if (!existsSync(join(dist, 'index.html'))) {
  console.error('lighthouse: no build (run `npm run build -w apps/web` first).');
  process.exit(1);
}
const port = Number(process.env.LIGHTHOUSE_PORT ?? 3190);
const base = `http://localhost:${port}`;
const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';

// A private copy of the build and a fresh data folder (PGlite): a `vite build` elsewhere empties dist/.
const runDir = mkdtempSync(join(tmpdir(), 'matchday-lighthouse-'));
cpSync(dist, join(runDir, 'web'), { recursive: true });
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

let chrome;
function cleanUp() {
  chrome?.kill();
  server.kill('SIGTERM');
}
process.on('SIGINT', () => {
  cleanUp();
  process.exit(130);
});

try {
  await waitForServer();
  const s = await seed();
  const pages = [
    ['home', `${base}/`],
    ['competitions', `${base}/competitions`],
    ['competition', `${base}/observe/competition/${s.champId}`],
    ['match', `${base}/observe/match-center/${s.playedId}`],
    ['league', `${base}/observe/league/${s.leagueId}`],
    ['about-us', `${base}/about-us`],
    ['league site', `http://${s.subdomain}.localhost:${port}/`],
  ];
  chrome = await chromeLauncher.launch({
    chromePath,
    chromeFlags: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
  const rows = [['page', 'perf', 'a11y', 'LCP', 'TBT', 'CLS', 'FCP', 'JS transfer']];
  const advice = new Map();
  for (const [name, url] of pages) {
    // A trace now and then comes back unusable (NO_NAVSTART, NO_FCP on a busy machine): one more try.
    let result;
    for (let attempt = 1; attempt <= 3; attempt += 1) {
      result = await lighthouse(url, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility'],
        formFactor: 'mobile',
      });
      if (!result.lhr.runtimeError) break;
    }
    const { lhr } = result;
    if (lhr.runtimeError) {
      rows.push([name, lhr.runtimeError.code, '', '', '', '', '', '']);
      continue;
    }
    if (process.env.LIGHTHOUSE_JSON) {
      mkdirSync(process.env.LIGHTHOUSE_JSON, { recursive: true });
      writeFileSync(join(process.env.LIGHTHOUSE_JSON, `${name.replace(/\W+/g, '-')}.json`), result.report);
    }
    const audit = (id) => lhr.audits[id];
    const score = (id) =>
      lhr.categories[id]?.score == null ? '–' : String(Math.round(lhr.categories[id].score * 100));
    const ms = (id) => `${Math.round(audit(id)?.numericValue ?? 0)} ms`;
    const scripts = (audit('resource-summary')?.details?.items ?? []).find(
      (item) => item.resourceType === 'script',
    );
    rows.push([
      name,
      score('performance'),
      score('accessibility'),
      ms('largest-contentful-paint'),
      ms('total-blocking-time'),
      (audit('cumulative-layout-shift')?.numericValue ?? 0).toFixed(3),
      ms('first-contentful-paint'),
      scripts ? `${(scripts.transferSize / 1024).toFixed(1)} kB` : '–',
    ]);
    // What Lighthouse suggests (opportunities and failed accessibility audits), once per audit.
    for (const [id, a] of Object.entries(lhr.audits)) {
      const failing = a.score !== null && a.score < 0.9 && a.scoreDisplayMode !== 'informative';
      const relevant =
        a.details?.type === 'opportunity' || lhr.categories.accessibility.auditRefs.some((r) => r.id === id);
      if (failing && relevant) advice.set(id, `${a.title}${a.displayValue ? ` (${a.displayValue})` : ''}`);
    }
  }
  const widths = rows[0].map((_, i) => Math.max(...rows.map((row) => row[i].length)));
  await printCaching();
  for (const row of rows) console.log(row.map((cell, i) => cell.padEnd(widths[i])).join('  '));
  if (advice.size > 0) {
    console.log('\nLighthouse suggests:');
    for (const [id, text] of advice) console.log(`  ${id}: ${text}`);
  }
} catch (error) {
  console.error('lighthouse:', error);
  process.exitCode = 1;
} finally {
  cleanUp();
  await new Promise((done) => (server.exitCode === null ? server.once('exit', done) : done()));
  rmSync(runDir, { recursive: true, force: true });
}

/** How the server sends the page and a hashed asset (caching, compression): part of what Lighthouse scores. */
async function printCaching() {
  const html = await fetch(`${base}/`, { headers: { accept: 'text/html', 'accept-encoding': 'br, gzip' } });
  const script = (await html.text()).match(/src="(\/assets\/[^"]+\.js)"/)?.[1];
  const asset = script
    ? await fetch(`${base}${script}`, { headers: { 'accept-encoding': 'br, gzip' } })
    : null;
  const describe = (response) =>
    `cache-control: ${response.headers.get('cache-control')}; content-encoding: ${response.headers.get('content-encoding') ?? 'none'}`;
  console.log(`index.html — ${describe(html)}`);
  if (asset) console.log(`${script} — ${describe(asset)}\n`);
}

async function waitForServer() {
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

/** What the pages show: a league with its own site, a competition of four teams, fixtures, a result, news. */
async function seed() {
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
  for (const name of ['Harbour', 'Quarry', 'Meadow', 'Summit', 'Valley', 'Forest']) {
    const team = await post('/api/teams', {
      name: `${name} FC`,
      shortName: name.slice(0, 3).toUpperCase(),
      sportKindId: 'football',
    });
    await post(`/api/champs/${champ.id}/teams`, { teamId: team.id });
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
  return { subdomain, leagueId: league.id, champId: champ.id, playedId: played.id };
}
