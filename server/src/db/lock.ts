import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import lockfile from 'proper-lockfile';

export const DATA_DIR_IN_USE = 'data directory is in use by another process';

/** Thrown when another live process holds the data directory. */
export class DataDirLockedError extends Error {
  constructor(dataDir: string) {
    super(`${DATA_DIR_IN_USE}: ${dataDir}`);
    this.name = 'DataDirLockedError';
  }
}

export interface DataDirLock {
  release(): Promise<void>;
}

/** True when a process with this pid exists (EPERM means it exists but is not ours). */
function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function readPid(pidFile: string): number | null {
  try {
    const pid = Number(readFileSync(pidFile, 'utf8').trim());
    return Number.isInteger(pid) && pid > 0 ? pid : null;
  } catch {
    return null;
  }
}

/**
 * Locks a PGlite data directory so two processes never open it at once (PGlite is a
 * single-process database and two writers corrupt it). The owner's pid is written beside the
 * lock, and a lock whose owner is dead is taken over at once (a restart right after kill -9).
 * proper-lockfile's own staleness (mtime refreshed by a timer) is set long: PGlite's start-up
 * compiles WebAssembly and can block the event loop for seconds on a busy machine, and a short
 * stale time would then let a second process take a live lock.
 */
export async function lockDataDir(
  dataDir: string,
  onCompromised: (err: Error) => void,
): Promise<DataDirLock> {
  mkdirSync(dataDir, { recursive: true });
  const lockPath = join(dataDir, 'server.lock');
  const pidFile = join(dataDir, 'server.pid');
  const options = {
    lockfilePath: lockPath,
    stale: 10 * 60_000,
    retries: 0,
    realpath: false,
    onCompromised,
  };
  let release: () => Promise<void>;
  try {
    release = await lockfile.lock(dataDir, options);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'ELOCKED') throw err;
    const owner = readPid(pidFile);
    if (owner === null || owner === process.pid || isAlive(owner))
      throw new DataDirLockedError(dataDir);
    // The owner died without releasing: its lock is stale, take it over.
    rmSync(lockPath, { recursive: true, force: true });
    try {
      release = await lockfile.lock(dataDir, options);
    } catch {
      throw new DataDirLockedError(dataDir);
    }
  }
  writeFileSync(pidFile, String(process.pid));
  return {
    async release() {
      rmSync(pidFile, { force: true });
      await release();
    },
  };
}
