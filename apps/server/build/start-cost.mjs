// `npm run start-cost -w apps/server`: what starting the server costs, compiled at run time by tsx (as `npm start`
// did) and built ahead (`node dist/main.js`, as it does now; issue 29, item 12), side by side in one run. Each
// start opens a copy of one migrated embedded database (a restart, the common case), with the web build if there
// is one. Measured: the time from spawning the process to the first 200 from /api/health, and the memory of the
// process and its children (RSS, Linux /proc) then and after a few reads of a page.
import { spawn } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const server = dirname(dirname(fileURLToPath(import.meta.url)));
const root = dirname(dirname(server));
const runs = Number(process.env.RUNS ?? 3);
const ways = [
  { name: 'tsx src/main.ts (before)', command: join(root, 'node_modules/.bin/tsx'), args: ['src/main.ts'] },
  {
    name: 'node dist/main.js (now)',
    command: process.execPath,
    args: ['--enable-source-maps', 'dist/main.js'],
  },
];
if (!existsSync(join(server, 'dist/main.js'))) {
  console.error('No dist/main.js: run `npm run build -w apps/server` first.');
  process.exit(1);
}

const sleep = (ms) => new Promise((done) => setTimeout(done, ms));

/** RSS in MB of a process and every descendant. */
function treeRssMb(pid) {
  let kb = 0;
  const visit = (id) => {
    try {
      const status = readFileSync(`/proc/${id}/status`, 'utf8');
      kb += Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
      const children = readFileSync(`/proc/${id}/task/${id}/children`, 'utf8').trim();
      for (const child of children ? children.split(/\s+/) : []) visit(child);
    } catch {
      // Gone meanwhile.
    }
  };
  visit(pid);
  return Math.round(kb / 1024);
}

let port = 3900;
async function start(way, dataDir) {
  port += 1;
  const began = performance.now();
  const child = spawn(way.command, way.args, {
    cwd: server,
    env: { ...process.env, DATA_DIR: dataDir, PORT: String(port), LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${way.name} exited with ${child.exitCode}`);
    const ok = await fetch(`${base}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) break;
    await sleep(20);
  }
  const ready = performance.now() - began;
  const rssReady = treeRssMb(child.pid);
  for (let i = 0; i < 20; i += 1) {
    await fetch(`${base}/api/sport-types`).then((r) => r.arrayBuffer());
    await fetch(`${base}/`, { headers: { accept: 'text/html' } }).then((r) => r.arrayBuffer());
  }
  const rssServing = treeRssMb(child.pid);
  child.kill('SIGTERM');
  await new Promise((done) => child.once('exit', done));
  return { ready, rssReady, rssServing };
}

const work = mkdtempSync(join(tmpdir(), 'matchday-start-cost-'));
try {
  // One migrated database, copied for every start.
  const migrated = join(work, 'migrated');
  await start(ways[1], migrated);
  rmSync(join(migrated, '.lock'), { force: true });
  const results = new Map(ways.map((way) => [way.name, []]));
  for (let run = 0; run < runs; run += 1) {
    for (const way of ways) {
      const dataDir = join(
        work,
        `run-${run}-${results.get(way.name).length}-${way.args.at(-1).replace(/\W/g, '')}`,
      );
      cpSync(migrated, dataDir, { recursive: true });
      results.get(way.name).push(await start(way, dataDir));
    }
  }
  const median = (values) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)];
  console.log(`\nStarting the server, median of ${runs} (embedded database, migrated already):\n`);
  console.log('| how                        | to healthy | RSS then | RSS serving |');
  console.log('| -------------------------- | ---------- | -------- | ----------- |');
  for (const [name, rows] of results) {
    const ms = Math.round(median(rows.map((r) => r.ready)));
    console.log(
      `| ${name.padEnd(26)} | ${`${ms} ms`.padStart(10)} | ${`${median(rows.map((r) => r.rssReady))} MB`.padStart(8)} | ${`${median(rows.map((r) => r.rssServing))} MB`.padStart(11)} |`,
    );
  }
} finally {
  rmSync(work, { recursive: true, force: true });
}
