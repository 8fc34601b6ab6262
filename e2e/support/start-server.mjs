// Starts the real Matchday server for the browser journeys: makes a fresh temporary folder holding the
// DATA_DIR (PGlite, uploads, outbox) and a private copy of the built web app, starts apps/server on PORT,
// and on SIGTERM/SIGINT (Playwright's teardown) stops the server and deletes the folder. Every run starts
// from an empty installation, so the first account registered is the SystemAdmin.
// The web app is built into the private folder (or, with E2E_SKIP_BUILD=1, apps/web/dist is copied there):
// a `vite build` elsewhere in the tree empties apps/web/dist and would break a running journey.
import { spawn, spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const port = process.env.PORT ?? '3100';

const runDir = mkdtempSync(join(tmpdir(), 'matchday-e2e-'));
// support/system-admin.ts hands the run's SystemAdmin from journey to journey; a file left by an earlier run
// on this port names an account this fresh installation does not have.
const systemAdminFile = join(tmpdir(), `matchday-e2e-system-admin-${port}.json`);
rmSync(systemAdminFile, { force: true });
const dataDir = join(runDir, 'data');
const webDir = join(runDir, 'web');

if (process.env.E2E_SKIP_BUILD === '1') {
  const dist = join(root, 'apps/web/dist');
  if (!existsSync(join(dist, 'index.html'))) {
    console.error('E2E_SKIP_BUILD=1 but apps/web/dist has no build: run `npm run build` first.');
    rmSync(runDir, { recursive: true, force: true });
    process.exit(1);
  }
  cpSync(dist, webDir, { recursive: true });
  // The server's render of public pages (ADR 0026), beside the web build as the server looks for it.
  const distServer = join(root, 'apps/web/dist-server');
  if (existsSync(distServer)) cpSync(distServer, join(runDir, 'dist-server'), { recursive: true });
} else {
  // The browser's build, then the server's render of public pages beside it (ADR 0026), as `npm run build`.
  for (const args of [
    ['vite', 'build', '--outDir', webDir, '--emptyOutDir'],
    [
      'vite',
      'build',
      '--ssr',
      'src/entry-server.tsx',
      '--outDir',
      join(runDir, 'dist-server'),
      '--emptyOutDir',
    ],
  ]) {
    const build = spawnSync('npx', args, { cwd: join(root, 'apps/web'), stdio: 'inherit' });
    if (build.status !== 0) {
      rmSync(runDir, { recursive: true, force: true });
      process.exit(build.status ?? 1);
    }
  }
}

// The server as production runs it: built ahead into apps/server/dist (issue 29, item 12). It stays in the tree
// (its npm packages resolve from the repository's node_modules); node reads the one bundle and the migrations at
// start, so a rebuild during a run does not reach the running server.
const serverBuild = join(root, 'apps/server/dist/main.js');
if (process.env.E2E_SKIP_BUILD !== '1') {
  const build = spawnSync('npm', ['run', 'build', '-w', 'apps/server'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) {
    rmSync(runDir, { recursive: true, force: true });
    process.exit(build.status ?? 1);
  }
} else if (!existsSync(serverBuild)) {
  console.error('E2E_SKIP_BUILD=1 but apps/server/dist has no build: run `npm run build` first.');
  rmSync(runDir, { recursive: true, force: true });
  process.exit(1);
}

const server = spawn(process.execPath, ['--enable-source-maps', serverBuild], {
  cwd: root,
  stdio: 'inherit',
  env: {
    ...process.env,
    PORT: port,
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    WEB_DIST_DIR: webDir,
    APP_ENV: process.env.APP_ENV ?? 'test',
    PUBLIC_URL: `http://localhost:${port}`,
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
    // Journeys sign many people up and in from one address within a minute; production keeps its limit.
    AUTH_SIGN_IN_RATE_LIMIT: process.env.AUTH_SIGN_IN_RATE_LIMIT ?? '1000',
    // The job queue runs as in production: mail set up in the app goes out through SMTP (mail-settings journey).
    JOB_QUEUE: process.env.JOB_QUEUE ?? 'on',
  },
});

let stopping = false;
function stop(signal) {
  if (stopping) return;
  stopping = true;
  server.kill(signal);
}
process.on('SIGTERM', () => stop('SIGTERM'));
process.on('SIGINT', () => stop('SIGINT'));
server.on('exit', (code) => {
  rmSync(runDir, { recursive: true, force: true });
  rmSync(systemAdminFile, { force: true });
  process.exit(stopping ? 0 : (code ?? 1));
});
