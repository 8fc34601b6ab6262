import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { acquireDataDirLock, DataDirLockedError, formatHolder, lockFilePath, readStartTime } from './lock.ts';

/** What this process writes into a lock it holds. */
const mine = () => formatHolder({ pid: process.pid, startTime: readStartTime(process.pid) });

const dirs: string[] = [];
function tempDir() {
  const dir = mkdtempSync(join(tmpdir(), 'matchday-lock-'));
  dirs.push(dir);
  return dir;
}
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** The pid of a process that has already exited. */
function deadPid(): number {
  const child = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))']);
  return Number(child.stdout.toString());
}

describe('data folder lock', () => {
  it('refuses a second acquisition of the same folder with a clear message', () => {
    const dir = tempDir();
    const lock = acquireDataDirLock(dir);
    expect(readFileSync(lockFilePath(dir), 'utf8')).toBe(mine());
    expect(() => acquireDataDirLock(dir)).toThrow(DataDirLockedError);
    expect(() => acquireDataDirLock(dir)).toThrow(
      `Another Matchday process (pid ${process.pid}) is using the data folder ${dir}`,
    );
    lock.release();
  });

  it('can be taken again after release, and release removes the file', () => {
    const dir = tempDir();
    acquireDataDirLock(dir).release();
    expect(existsSync(lockFilePath(dir))).toBe(false);
    const again = acquireDataDirLock(dir);
    expect(existsSync(again.path)).toBe(true);
    again.release();
  });

  it('takes over a stale lock left by a process that is gone', () => {
    const dir = tempDir();
    writeFileSync(lockFilePath(dir), String(deadPid()));
    const lock = acquireDataDirLock(dir);
    expect(readFileSync(lock.path, 'utf8')).toBe(mine());
    lock.release();
  });

  it.runIf(readStartTime(process.pid) !== undefined)(
    'takes over a lock whose pid now names another live process (a pid reused after kill -9)',
    () => {
      const dir = tempDir();
      // The parent (and pid 1) run, but started at another time than the lock's holder did.
      for (const pid of [process.ppid, 1]) {
        const started = Number(readStartTime(pid) ?? 0);
        writeFileSync(lockFilePath(dir), formatHolder({ pid, startTime: String(started + 1) }));
        const lock = acquireDataDirLock(dir);
        expect(readFileSync(lock.path, 'utf8')).toBe(mine());
        lock.release();
      }
    },
  );

  it.runIf(readStartTime(process.pid) !== undefined)(
    'takes over a pid-only lock whose pid is a live process that is not Node',
    async () => {
      const dir = tempDir();
      const sleeper = spawn('sleep', ['30'], { stdio: 'ignore' });
      try {
        await new Promise((resolve) => sleeper.once('spawn', resolve));
        writeFileSync(lockFilePath(dir), String(sleeper.pid));
        acquireDataDirLock(dir).release();
      } finally {
        sleeper.kill();
      }
    },
  );

  it('refuses a lock held by a live process that started when the lock says', () => {
    const dir = tempDir();
    writeFileSync(
      lockFilePath(dir),
      formatHolder({ pid: process.ppid, startTime: readStartTime(process.ppid) }),
    );
    expect(() => acquireDataDirLock(dir)).toThrow(`(pid ${process.ppid})`);
  });

  it('takes over an unreadable lock file', () => {
    const dir = tempDir();
    writeFileSync(lockFilePath(dir), 'garbage');
    acquireDataDirLock(dir).release();
  });

  it('does not remove a lock that another process took over', () => {
    const dir = tempDir();
    const lock = acquireDataDirLock(dir);
    writeFileSync(lock.path, '1');
    lock.release();
    expect(readFileSync(lock.path, 'utf8')).toBe('1');
  });

  it('locks different folders independently', () => {
    const a = acquireDataDirLock(tempDir());
    const b = acquireDataDirLock(tempDir());
    a.release();
    b.release();
  });
});
