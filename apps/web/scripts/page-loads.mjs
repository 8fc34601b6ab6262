// npm run bench (apps/web): public pages as the server sends them, drawn (ADR 0025), under load. The real build
// on the real server with a seeded league (bench-site.mjs); autocannon (50 connections, in its own process) asks
// for each public page as a browser does (HTML, compressed), and for the trivial `/runtime-config.json` of the
// same server in the same run. Prints requests/s, the ratio to the trivial route, and latency percentiles.
// A benchmark, not a test: it fails only when it cannot run.
//
//   npm run build -w apps/web && node apps/web/scripts/page-loads.mjs
//
// PAGE_LOADS_SECONDS per page (default 5); PAGE_LOADS_PORT (default 3191).
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { startBenchSite } from './bench-site.mjs';

const seconds = Math.min(60, Number(process.env.PAGE_LOADS_SECONDS ?? 5));
const port = Number(process.env.PAGE_LOADS_PORT ?? 3191);
const autocannon = createRequire(import.meta.url).resolve('autocannon');

/** autocannon in its own process, 50 connections; its JSON summary. */
function hammer(url, accept) {
  const { host } = new URL(url);
  const target = url.replace(host, `127.0.0.1:${port}`);
  return new Promise((resolve, reject) => {
    const args = [autocannon, '-c', '50', '-d', String(seconds), '-j'];
    for (const header of [`accept=${accept}`, 'accept-encoding=gzip, deflate, br', `host=${host}`]) {
      args.push('-H', header);
    }
    const child = spawn(process.execPath, [...args, target], { stdio: ['ignore', 'pipe', 'ignore'] });
    let out = '';
    child.stdout.on('data', (chunk) => {
      out += chunk;
    });
    child.on('error', reject);
    child.on('exit', (code) => {
      if (code !== 0) return reject(new Error(`autocannon exited ${code}`));
      const json = JSON.parse(out);
      resolve({
        rps: json.requests.average,
        p50: json.latency.p50,
        p99: json.latency.p99,
        bad: json.non2xx + json.errors,
      });
    });
  });
}

const site = await startBenchSite(port);
try {
  const trivial = await hammer(`${site.base}/runtime-config.json`, 'application/json');
  const rows = [['route', 'req/s', 'ratio', 'p50', 'p99', 'non-2xx/errors']];
  const row = (name, r) => [
    name,
    r.rps.toFixed(0),
    `${((r.rps / trivial.rps) * 100).toFixed(0)} %`,
    `${r.p50} ms`,
    `${r.p99} ms`,
    String(r.bad),
  ];
  rows.push(row('/runtime-config.json (trivial)', trivial));
  for (const [name, url] of site.pages)
    rows.push(row(`${name} (drawn HTML)`, await hammer(url, 'text/html')));
  const widths = rows[0].map((_, i) => Math.max(...rows.map((r) => r[i].length)));
  for (const r of rows) console.log(r.map((cell, i) => cell.padEnd(widths[i])).join('  '));
} finally {
  await site.stop();
}
