// What blocks a phone's main thread while a public page loads: each long task of the page, what started it and
// what ran in it (the React components rendered and the functions with the most samples, named through the
// build's source maps). Lighthouse gives the total (lighthouse.mjs); this says where it comes from. It is a
// diagnostic, not a benchmark: figures move by a third from run to run; the order does not.
//
//   npm run build -w apps/web && node apps/web/scripts/long-tasks.mjs [page …]
//
// Pages are lighthouse.mjs's names (home, competitions, competition, match, league, about-us, "league site"),
// all by default. CPU_SLOWDOWN (default 4, as Lighthouse's phone) slows Chromium's CPU; PAGE_WAIT_MS (default
// 6000) is how long after `load` it keeps recording. Chromium is Debian's (/usr/bin/chromium, or CHROME_PATH).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { SourceMapConsumer } from 'source-map-js';
import { dist, startBenchSite } from './bench-site.mjs';

const port = Number(process.env.LONG_TASKS_PORT ?? 3191);
const slowdown = Number(process.env.CPU_SLOWDOWN ?? 4);
const waitMs = Number(process.env.PAGE_WAIT_MS ?? 6000);
const wanted = process.argv.slice(2);

/** Runs in the page before its scripts: records long tasks, long animation frames, and a marker to align clocks. */
function observe() {
  window.__longTasks = [];
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) window.__longTasks.push({ start: e.startTime, duration: e.duration });
  }).observe({ type: 'longtask', buffered: true });
  window.__frames = [];
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) {
      const scripts = e.scripts.map((s) => ({
        start: s.startTime,
        end: s.startTime + s.duration,
        what: `${s.invokerType} ${s.invoker}`.replace(/https?:\/\/[^/]+\/assets\//, ''),
      }));
      window.__frames.push(...scripts);
    }
  }).observe({ type: 'long-animation-frame', buffered: true });
  // A busy loop of known page time, found again in the CPU profile: the two clocks differ.
  window.__marker = performance.now();
  (function __clockMarker() {
    const end = performance.now() + 4;
    while (performance.now() < end);
  })();
}

const maps = new Map();
/** The original name of a profile node's function (the build is minified), or its own name. */
function nameOf(node) {
  const { url, functionName, lineNumber, columnNumber } = node.callFrame;
  const file = url.includes('/assets/') ? new URL(url).pathname.split('/').pop() : null;
  if (!file || lineNumber < 0) return functionName || '(anonymous)';
  if (!maps.has(file)) {
    try {
      maps.set(
        file,
        new SourceMapConsumer(JSON.parse(readFileSync(join(dist, 'assets', `${file}.map`), 'utf8'))),
      );
    } catch {
      maps.set(file, null);
    }
  }
  const original = maps.get(file)?.originalPositionFor({ line: lineNumber + 1, column: columnNumber });
  if (original?.name) return original.name;
  if (functionName) return functionName;
  // An anonymous function (a module's top level, an arrow): where it is in the sources says what it is.
  if (original?.source) {
    const source = original.source.replace(/.*node_modules\//, '').replace(/.*\/src\//, '');
    return `(anonymous ${source}:${original.line})`;
  }
  return `(anonymous ${file}:${lineNumber}:${columnNumber})`;
}

function top(counts, n) {
  return [...counts]
    .sort((a, b) => b[1] - a[1])
    .slice(0, n)
    .map(([name, count]) => `${name} ${count}`)
    .join(', ');
}

const site = await startBenchSite(port);
const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
});
try {
  for (const [name, url] of site.pages) {
    if (wanted.length > 0 && !wanted.includes(name)) continue;
    const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: slowdown });
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
    await page.addInitScript(observe);
    await cdp.send('Profiler.start');
    await page.goto(url, { waitUntil: 'load' });
    await page.waitForTimeout(waitMs);
    const { profile } = await cdp.send('Profiler.stop');
    const { tasks, frames, marker } = await page.evaluate(() => ({
      tasks: window.__longTasks,
      frames: window.__frames,
      marker: window.__marker,
    }));
    await context.close();

    const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
    const parent = new Map();
    for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node);
    const stackOf = (id) => {
      const names = [];
      for (let node = nodes.get(id); node; node = parent.get(node.id)) names.push(nameOf(node));
      return names; // innermost first
    };
    let time = profile.startTime;
    const samples = profile.samples.map((id, i) => {
      time += profile.timeDeltas[i];
      return { ms: time / 1000, stack: stackOf(id) };
    });
    const markerSample = samples.find((s) => s.stack.includes('__clockMarker'));
    const offset = markerSample ? markerSample.ms - marker : 0;

    console.log(`\n== ${name} (${url}), CPU ${slowdown}× slower`);
    let blocking = 0;
    for (const task of tasks) {
      blocking += Math.max(0, task.duration - 50);
      const inTask = samples.filter(
        (s) => s.ms - offset >= task.start && s.ms - offset <= task.start + task.duration,
      );
      const self = new Map();
      const components = new Map();
      let commit = 0;
      for (const { stack } of inTask) {
        self.set(stack[0], (self.get(stack[0]) ?? 0) + 1);
        const seen = new Set();
        stack.forEach((fn, i) => {
          if (stack[i + 1] === 'renderWithHooks' && !seen.has(fn)) {
            seen.add(fn);
            components.set(fn, (components.get(fn) ?? 0) + 1);
          }
        });
        if (stack.includes('commitRoot')) commit += 1;
      }
      const started = frames
        .filter((f) => f.end > task.start && f.start < task.start + task.duration)
        .map((f) => f.what);
      console.log(
        `${Math.round(task.start)} ms, ${Math.round(task.duration)} ms long: ${[...new Set(started)].join('; ') || '(no script entry)'}`,
      );
      if (components.size > 0)
        console.log(`    rendered: ${top(components, 10)}${commit ? `; commit ${commit}` : ''}`);
      console.log(`    busiest: ${top(self, 6)}`);
    }
    console.log(`total of (duration − 50 ms) over long tasks: ${Math.round(blocking)} ms`);
  }
} finally {
  await browser.close();
  await site.stop();
}
