import { closeSync, mkdirSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import { join, resolve } from 'node:path';

/**
 * An embedded PGlite folder may be opened by one process only: a second writer silently loses data.
 * The lock is a file created exclusively (`wx`) holding the owner's pid. A lock whose pid no longer
 * runs (a crash, a kill -9) is stale and taken over.
 */
export interface DataDirLock {
  path: string;
  release(): void;
}

export class DataDirLockedError extends Error {
  override name = 'DataDirLockedError';
}

export function lockFilePath(dataDir: string): string {
  return join(resolve(dataDir), '.lock');
}

export function acquireDataDirLock(dataDir: string): DataDirLock {
  const path = lockFilePath(dataDir);
  mkdirSync(resolve(dataDir), { recursive: true });
  for (let attempt = 0; attempt < 3; attempt++) {
    let fd: number;
    try {
      fd = openSync(path, 'wx', 0o600);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = readOwner(path);
      if (owner !== undefined && isRunning(owner)) {
        throw new DataDirLockedError(
          `Another Matchday process (pid ${owner}) is using the data folder ${resolve(dataDir)}. ` +
            'Stop it first, or set DATA_DIR to another folder.',
        );
      }
      // Stale (or half-written) lock: remove it and try again.
      rmSync(path, { force: true });
      continue;
    }
    writeSync(fd, String(process.pid));
    closeSync(fd);
    let released = false;
    return {
      path,
      release() {
        if (released) return;
        released = true;
        if (readOwner(path) === process.pid) rmSync(path, { force: true });
      },
    };
  }
  throw new DataDirLockedError(`Could not lock the data folder ${resolve(dataDir)}; try again.`);
}

function readOwner(path: string): number | undefined {
  try {
    const pid = Number.parseInt(readFileSync(path, 'utf8').trim(), 10);
    return Number.isInteger(pid) && pid > 0 ? pid : undefined;
  } catch {
    return undefined;
  }
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
