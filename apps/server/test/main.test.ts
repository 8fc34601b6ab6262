import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

/**
 * The real entry point (`src/main.ts`, which `npm start` runs built into dist/main.js), from its sources in child
 * processes: what a newcomer sees when a setting is missing in production or a second server is started on the
 * same data folder.
 */
const serverRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const tsx = resolve(serverRoot, '../../node_modules/.bin/tsx');
const folders: string[] = [];
const children: ChildProcess[] = [];

afterAll(() => {
  for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
});

function dataFolder(): string {
  const folder = mkdtempSync(join(tmpdir(), 'matchday-main-'));
  folders.push(folder);
  return folder;
}

interface Run {
  child: ChildProcess;
  stdout: () => string;
  stderr: () => string;
  exited: Promise<number | null>;
}

function start(env: Record<string, string>): Run {
  // Only what the test names: no DATABASE_URL, AUTH_SECRET or APP_ENV leaks in from the caller's environment.
  const child = spawn(tsx, ['src/main.ts'], {
    cwd: serverRoot,
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? '',
      PORT: '0',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'silent',
      WEB_DIST_DIR: join(tmpdir(), 'matchday-no-web-build'),
      ...env,
    },
  });
  children.push(child);
  let out = '';
  let err = '';
  child.stdout?.on('data', (chunk) => {
    out += String(chunk);
  });
  child.stderr?.on('data', (chunk) => {
    err += String(chunk);
  });
  const exited = new Promise<number | null>((done) => child.on('exit', (code) => done(code)));
  return { child, stdout: () => out, stderr: () => err, exited };
}

async function until(condition: () => boolean, what: string, timeoutMs = 90_000) {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

describe('npm start (src/main.ts)', () => {
  it('stops a production start without AUTH_SECRET with exactly the spec text', async () => {
    const run = start({
      APP_ENV: 'production',
      DATA_DIR: dataFolder(),
      PUBLIC_URL: 'https://matchday.example',
      WEB_ENGINE_DOMAIN: 'matchday.example',
    });
    expect(await run.exited).toBe(1);
    expect(run.stderr().trim()).toBe(
      'Required environment variable AUTH_SECRET is not set. Please configure it in your deployment.',
    );
    expect(run.stdout()).not.toContain('Matchday is running');
  });

  it('refuses a second server on the same data folder, and the first releases it on SIGTERM', async () => {
    const folder = dataFolder();
    const first = start({ DATA_DIR: folder });
    // The start-up lines are separate writes and may reach this process in separate chunks: wait for the last.
    await until(() => first.stdout().includes('Data folder:'), 'the first server');
    expect(first.stdout()).toContain('Matchday is running at');
    expect(first.stdout()).toContain('the first account to register');
    expect(first.stdout()).toContain('becomes the system administrator');

    const second = start({ DATA_DIR: folder });
    expect(await second.exited).toBe(1);
    // tsx runs the server in a child process of its own, so the pid named is that one's.
    expect(second.stderr()).toMatch(
      new RegExp(`^Another Matchday process \\(pid \\d+\\) is using the data folder ${folder}\\. `),
    );
    expect(second.stdout()).not.toContain('Matchday is running');

    first.child.kill('SIGTERM');
    expect(await first.exited).toBe(0);
    expect(existsSync(join(folder, '.lock'))).toBe(false);
  });
});
