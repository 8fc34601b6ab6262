// npm run bench (apps/web): what a phone downloads to open each public page, before any interaction (issue 25,
// item 5). The build on the real server with a seeded league (bench-site.mjs); each page opens in Chromium at
// phone size (412×915, touch, a phone's user agent), in a fresh context (nothing cached), without scrolling,
// until it is idle (network idle, then no request for a second). Every script response counts: the entry, the
// route's chunks, and whatever loads after the first paint before idle (lazy parts on screen, the hub's client).
// Its size is what came over the wire (CDP's encodedDataLength), with the accept-encoding Chromium itself
// sends: the compressed JavaScript (the body, brotli from the build's precompressed copies) and, in a column
// of its own, the same with the response headers (~1.2 kB a script on HTTP/1.1). Goals: ≤ 200 kB of compressed
// JavaScript in ≤ 30 script requests per page; the script exits non-zero when a page is over either
// (PAGE_WEIGHT_ENFORCE=0 only reports), and when a page throws (it failed, and a failed page measures light).
//
//   npm run build -w apps/web && node apps/web/scripts/page-weight.mjs [page …]
//
// Pages are bench-site.mjs's names (home, competitions, competition, match, league, "league site", team, player,
// "league site team", "league site player"; about-us too), all by default. PAGE_WEIGHT_PORT (default 3192); PAGE_WEIGHT_LIST=1 also lists each page's scripts.
// Chromium is Debian's (/usr/bin/chromium, or CHROME_PATH).
import { chromium } from 'playwright-core';
import { startBenchSite } from './bench-site.mjs';

export const GOAL_JS_BYTES = 200 * 1024;
export const GOAL_SCRIPT_REQUESTS = 30;
const port = Number(process.env.PAGE_WEIGHT_PORT ?? 3192);
const list = process.env.PAGE_WEIGHT_LIST === '1';
const wanted = process.argv.slice(2);
/** The measure's pages (issue 25): about-us is bench-site.mjs's too, measured when asked for by name. */
const DEFAULT_PAGES = [
  'home',
  'competitions',
  'competition',
  'match',
  'league',
  'league site',
  'team',
  'player',
  'league site team',
  'league site player',
];
const QUIET_MS = 1000;
const IDLE_TIMEOUT_MS = 30_000;
const PHONE_UA =
  'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Mobile Safari/537.36';

/**
 * Opens `url` as a phone and returns its script responses ({ url, bytes, body, encoding }) once it is idle, and the
 * errors the page threw: a page that failed (a route that could not load) measures light, and must not pass.
 */
async function measure(browser, url) {
  const context = await browser.newContext({
    viewport: { width: 412, height: 915 },
    deviceScaleFactor: 2.625,
    isMobile: true,
    hasTouch: true,
    userAgent: PHONE_UA,
  });
  try {
    const page = await context.newPage();
    const errors = [];
    page.on('pageerror', (error) => errors.push(error.message));
    // Chromium's own Network events: the bytes received per request, whatever Playwright does with them.
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    const requests = new Map();
    let inFlight = 0;
    let lastActivity = Date.now();
    cdp.on('Network.requestWillBeSent', ({ requestId, request, type }) => {
      const known = requests.get(requestId);
      // A redirect keeps its request's id: one request in flight still.
      if (!known?.url) inFlight += 1;
      requests.set(requestId, { acceptEncoding: '', ...known, url: request.url, type, headerBytes: 0 });
      lastActivity = Date.now();
    });
    cdp.on('Network.requestWillBeSentExtraInfo', ({ requestId, headers }) => {
      // The headers as sent (Chromium adds accept-encoding below Playwright's view).
      const accept = Object.entries(headers).find(([name]) => name.toLowerCase() === 'accept-encoding');
      if (!accept) return;
      // It may come before requestWillBeSent.
      requests.set(requestId, { ...requests.get(requestId), acceptEncoding: accept[1] });
    });
    cdp.on('Network.responseReceived', ({ requestId, type, response }) => {
      const entry = requests.get(requestId);
      if (!entry) return;
      entry.type = type;
      entry.status = response.status;
      entry.headerBytes = response.encodedDataLength;
      const encoding = Object.entries(response.headers).find(
        ([name]) => name.toLowerCase() === 'content-encoding',
      );
      entry.encoding = encoding?.[1] ?? 'none';
      lastActivity = Date.now();
    });
    const settle = (requestId, bytes) => {
      const entry = requests.get(requestId);
      if (!entry || entry.done) return;
      entry.done = true;
      entry.bytes = bytes;
      inFlight -= 1;
      lastActivity = Date.now();
    };
    cdp.on('Network.loadingFinished', ({ requestId, encodedDataLength }) =>
      settle(requestId, encodedDataLength),
    );
    cdp.on('Network.loadingFailed', ({ requestId }) => settle(requestId, 0));

    await page.goto(url, { waitUntil: 'networkidle', timeout: 60_000 });
    // Idle: nothing in flight and no request started or answered for a quiet second (a chunk loaded on an
    // idle callback or after a paint would be missed by networkidle's 500 ms alone).
    const start = Date.now();
    while (inFlight > 0 || Date.now() - lastActivity < QUIET_MS) {
      if (Date.now() - start > IDLE_TIMEOUT_MS) {
        const open = [...requests.values()].filter((r) => r.url && !r.done).map((r) => r.url);
        throw new Error(`${url} did not go idle in ${IDLE_TIMEOUT_MS / 1000} s (open: ${open.join(', ')})`);
      }
      await page.waitForTimeout(100);
    }
    const scripts = [...requests.values()]
      .filter((r) => r.type === 'Script' && r.done)
      .map((r) => ({
        url: r.url,
        bytes: r.bytes,
        body: Math.max(0, r.bytes - r.headerBytes),
        encoding: r.encoding,
        acceptEncoding: r.acceptEncoding,
      }));
    return { scripts, errors };
  } finally {
    await context.close();
  }
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} kB`;
let site;
let browser;
process.on('SIGINT', async () => {
  await browser?.close();
  await site?.stop();
  process.exit(130);
});
try {
  site = await startBenchSite(port);
  browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
  const rows = [['page', 'scripts', 'JS (compressed)', 'with headers', 'encoding', 'goals']];
  let over = false;
  let failed = false;
  const encodings = new Set();
  for (const [name, url] of site.pages) {
    if (wanted.length > 0 ? !wanted.includes(name) : !DEFAULT_PAGES.includes(name)) continue;
    const { scripts, errors } = await measure(browser, url);
    const bytes = scripts.reduce((sum, s) => sum + s.bytes, 0);
    const body = scripts.reduce((sum, s) => sum + s.body, 0);
    const within = body <= GOAL_JS_BYTES && scripts.length <= GOAL_SCRIPT_REQUESTS;
    if (!within) over = true;
    if (errors.length > 0) {
      failed = true;
      console.error(`${name} (${url}) threw: ${errors.join(' | ')}`);
    }
    for (const s of scripts) encodings.add(s.acceptEncoding);
    const used = [...new Set(scripts.filter((s) => s.body >= 1024).map((s) => s.encoding))].join(', ');
    rows.push([
      name,
      String(scripts.length),
      kb(body),
      kb(bytes),
      used,
      errors.length > 0
        ? 'FAILED (page errors)'
        : within
          ? 'within'
          : `OVER (${[body > GOAL_JS_BYTES && 'weight', scripts.length > GOAL_SCRIPT_REQUESTS && 'requests'].filter(Boolean).join(', ')})`,
    ]);
    if (list) {
      console.log(`\n${name} (${url}):`);
      for (const s of [...scripts].sort((a, b) => b.bytes - a.bytes))
        console.log(`  ${kb(s.body).padStart(9)} ${kb(s.bytes).padStart(9)}  ${new URL(s.url).pathname}`);
    }
  }
  if (list) console.log('');
  const widths = rows[0].map((_, i) => Math.max(...rows.map((row) => row[i].length)));
  for (const row of rows) console.log(row.map((cell, i) => cell.padEnd(widths[i])).join('  '));
  console.log(
    `goals: ≤ ${kb(GOAL_JS_BYTES)} of compressed JavaScript in ≤ ${GOAL_SCRIPT_REQUESTS} script requests per page ` +
      `(phone viewport, until idle; Chromium asked with accept-encoding: ${[...encodings].filter(Boolean).join(' | ') || '?'})`,
  );
  // Issue 25's rule: a public page over either goal fails `npm run bench`; PAGE_WEIGHT_ENFORCE=0 only reports.
  if (over && process.env.PAGE_WEIGHT_ENFORCE !== '0') process.exitCode = 1;
  // A page that threw is no measure at all, whatever PAGE_WEIGHT_ENFORCE says.
  if (failed) process.exitCode = 1;
} catch (error) {
  console.error('page-weight:', error);
  process.exitCode = 1;
} finally {
  await browser?.close();
  await site?.stop();
}
