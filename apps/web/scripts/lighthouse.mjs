// npm run bench (apps/web), after first-load.mjs: Lighthouse (mobile: a mid-range phone on a slow 4G, simulated)
// on the public pages of the build, served by the real server on an embedded database with a seeded league.
// It prints a table (performance and accessibility scores, LCP, TBT, CLS); it is a benchmark, not a test, and
// fails only when it cannot run. Issue 13's bar: performance ≥ 90 on mobile.
//
//   npm run build -w apps/web && node apps/web/scripts/lighthouse.mjs
//
// Chromium is Debian's (/usr/bin/chromium, or CHROME_PATH); nothing is downloaded. LIGHTHOUSE_PORT picks the
// server's port (default 3190); LIGHTHOUSE_JSON=<dir> also writes each page's full report there.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { startBenchSite } from './bench-site.mjs';

const port = Number(process.env.LIGHTHOUSE_PORT ?? 3190);
const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';

let chrome;
let site;
process.on('SIGINT', async () => {
  chrome?.kill();
  await site?.stop();
  process.exit(130);
});

try {
  site = await startBenchSite(port);
  const { base, pages } = site;
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
  await printCaching(base);
  for (const row of rows) console.log(row.map((cell, i) => cell.padEnd(widths[i])).join('  '));
  if (advice.size > 0) {
    console.log('\nLighthouse suggests:');
    for (const [id, text] of advice) console.log(`  ${id}: ${text}`);
  }
} catch (error) {
  console.error('lighthouse:', error);
  process.exitCode = 1;
} finally {
  chrome?.kill();
  await site?.stop();
}

/** How the server sends the page and a hashed asset (caching, compression): part of what Lighthouse scores. */
async function printCaching(base) {
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
