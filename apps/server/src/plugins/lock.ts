import { closeSync, mkdirSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import { join, resolve } from 'node:path';

/**
 * An embedded PGlite folder may be opened by one process only: a second writer silently loses data.
 * The lock is a file created exclusively (`wx`) naming its holder: pid and, where the system has /proc, the
 * process's start time. A pid alone is not proof: after a `kill -9` in a container the next server is
 * often given the same pid (PID 1 in Docker), or another process is. So the lock is held only while a
 * process with that pid *and* that start time runs; anything else is stale and taken over.
 * (Node 20 has no flock without a native addon; the start time makes a pid unique for the boot.)
 */
export interface DataDirLock {
  path: string;
  release(): void;
}

export class DataDirLockedError extends Error {
  override name = 'DataDirLockedError';
}

/** Who holds a lock: the pid, and its start time in clock ticks since boot when /proc tells it. */
export interface LockHolder {
  pid: number;
  startTime?: string | undefined;
}

export function lockFilePath(dataDir: string): string {
  return join(resolve(dataDir), '.lock');
}

export function acquireDataDirLock(dataDir: string): DataDirLock {
  const path = lockFilePath(dataDir);
  mkdirSync(resolve(dataDir), { recursive: true });
  const me: LockHolder = { pid: process.pid, startTime: readStartTime(process.pid) };
  for (let attempt = 0; attempt < 3; attempt++) {
    let fd: number;
    try {
      fd = openSync(path, 'wx', 0o600);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = readHolder(path);
      if (holder !== undefined && isHolderRunning(holder)) {
        throw new DataDirLockedError(
          `Another Matchday process (pid ${holder.pid}) is using the data folder ${resolve(dataDir)}. ` +
            'Stop it first, or set DATA_DIR to another folder.',
        );
      }
      // Stale (its process is gone, or the pid now names another process) or half-written: take it over.
      rmSync(path, { force: true });
      continue;
    }
    writeSync(fd, formatHolder(me));
    closeSync(fd);
    let released = false;
    return {
      path,
      release() {
        if (released) return;
        released = true;
        const holder = readHolder(path);
        if (holder?.pid === me.pid && holder.startTime === me.startTime) rmSync(path, { force: true });
      },
    };
  }
  throw new DataDirLockedError(`Could not lock the data folder ${resolve(dataDir)}; try again.`);
}

/** `<pid> <start time>` (or just `<pid>` where there is no /proc): readable by a person, parsed below. */
export function formatHolder(holder: LockHolder): string {
  return holder.startTime === undefined ? String(holder.pid) : `${holder.pid} ${holder.startTime}`;
}

function readHolder(path: string): LockHolder | undefined {
  let content: string;
  try {
    content = readFileSync(path, 'utf8').trim();
  } catch {
    return undefined;
  }
  const match = /^(\d+)(?:\s+(\d+))?$/.exec(content);
  const pid = Number.parseInt(match?.[1] ?? '', 10);
  if (!match || !Number.isInteger(pid) || pid <= 0) return undefined;
  return { pid, startTime: match[2] };
}

/**
 * The start time of a running process (field 22 of /proc/<pid>/stat, clock ticks since boot), or
 * `undefined` when it does not run or the system has no /proc.
 */
export function readStartTime(pid: number): string | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name (field 2) may hold spaces and parentheses: count fields after its last ')'.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return fields[19];
  } catch {
    return undefined;
  }
}

function hasProc(): boolean {
  return readStartTime(process.pid) !== undefined;
}

/** Whether the lock's holder still runs: same pid and same start time; without /proc, the pid alone. */
function isHolderRunning(holder: LockHolder): boolean {
  if (!hasProc()) return isPidRunning(holder.pid);
  const startTime = readStartTime(holder.pid);
  if (startTime === undefined) return false;
  if (holder.startTime !== undefined) return startTime === holder.startTime;
  // A lock written without a start time: trust it only if that pid is a Node process now.
  return isNodeProcess(holder.pid);
}

function isNodeProcess(pid: number): boolean {
  try {
    const argv0 = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0')[0] ?? '';
    return /(^|\/)node(\d+)?$/.test(argv0) || argv0.includes('matchday');
  } catch {
    return false;
  }
}

function isPidRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
