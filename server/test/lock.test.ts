import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { makeDataDir } from '../../scripts/server-process.mjs';
import { DATA_DIR_IN_USE, DataDirLockedError, lockDataDir } from '../src/db/lock';
import { openDatabase } from '../src/db/open';

const dirs: string[] = [];
function tempDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'softkino-lock-'));
  dirs.push(dir);
  return dir;
}
/**
 * A directory with a database in it: in `npm test` a copy of the one its first server migrated
 * and seeded on an empty directory (scripts/seeded-dir.mjs, which fails the run if that start
 * fails), else an empty one that the server migrates and seeds itself. Creating a PGlite
 * database on disk took 37 s and a first start 74 s beside the e2e lanes (decision 419).
 */
function dataDir(): string {
  const dir = makeDataDir('softkino-lock-');
  dirs.push(dir);
  return dir;
}
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

const ignore = () => undefined;
// The data directory, its lock and the server's own start are the embedded database's: the run on
// PostgreSQL leaves this file out (vitest.config.ts, SERVER_FILES_WITHOUT_THE_DATABASE).
const root = join(import.meta.dirname, '../..');
// The server runs as `node --import tsx`: one process that receives signals itself.
const tsx = ['--import', 'tsx'];

describe('the data directory lock', () => {
  it('refuses a second holder with the clear error, and can be taken again once released', async () => {
    const dir = tempDir();
    const first = await lockDataDir(dir, ignore);
    const second = lockDataDir(dir, ignore);
    await expect(second).rejects.toBeInstanceOf(DataDirLockedError);
    await expect(lockDataDir(dir, ignore)).rejects.toThrow(DATA_DIR_IN_USE);
    await first.release();
    const again = await lockDataDir(dir, ignore);
    await again.release();
  });

  it('recovers a lock left by a process that died', async () => {
    const dir = tempDir();
    // A pid that certainly belongs to no process any more: a child that has exited.
    const dead = spawnSync(process.execPath, ['-e', 'process.exit(0)']).pid;
    mkdirSync(join(dir, 'server.lock'));
    writeFileSync(join(dir, 'server.pid'), String(dead));
    const lock = await lockDataDir(dir, ignore);
    await lock.release();
    expect(existsSync(join(dir, 'server.lock'))).toBe(false);
  });

  it('keeps a second PGlite open of one directory out', async () => {
    const dir = dataDir();
    const db = await openDatabase({ dataDir: dir });
    await expect(openDatabase({ dataDir: dir })).rejects.toThrow(DATA_DIR_IN_USE);
    await db.close();
  }, 90_000);

  it('makes a second server process exit with code 1 and the clear message', async () => {
    const dir = tempDir();
    const held = await lockDataDir(dir, ignore);
    const child = spawnSync(process.execPath, [...tsx, 'server/src/main.ts'], {
      cwd: root,
      env: { ...process.env, DATA_DIR: dir, PORT: '0', HOST: '127.0.0.1' },
      encoding: 'utf8',
      timeout: 100_000,
    });
    await held.release();
    expect(child.status).toBe(1);
    expect(child.stderr).toContain(`${DATA_DIR_IN_USE}: ${dir}`);
    expect(child.stderr).not.toMatch(/\n\s+at /);
    // A node process with tsx took over 30 s to start while npm test's lanes shared two cores.
  }, 120_000);
});

describe('the server process on the embedded database', () => {
  it('starts, logs where it listens, and shuts down on SIGTERM releasing the lock', async () => {
    const dir = dataDir();
    const child = spawn(process.execPath, [...tsx, 'server/src/main.ts'], {
      cwd: root,
      env: {
        ...process.env,
        DATA_DIR: dir,
        PORT: '0',
        HOST: '127.0.0.1',
        DIST_DIR: join(dir, 'no-dist'),
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    child.stdout.on('data', (c: Buffer) => (out += c.toString()));
    child.stderr.on('data', (c: Buffer) => (out += c.toString()));
    const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
    const deadline = Date.now() + 180_000;
    while (!/listening on http:\/\/\S+ \(ready in \d+ ms\)/.test(out)) {
      if (Date.now() > deadline || child.exitCode !== null)
        throw new Error(`server did not start:\n${out}`);
      await new Promise((r) => setTimeout(r, 100));
    }
    const url = /listening on (http:\/\/\S+)/.exec(out)?.[1] ?? '';
    const res = await fetch(`${url}/local/php_interface/api/v1/films/playbill/`);
    expect(res.status).toBe(200);
    expect(existsSync(join(dir, 'server.pid'))).toBe(true);
    child.kill('SIGTERM');
    expect(await exited).toBe(0);
    expect(existsSync(join(dir, 'server.pid'))).toBe(false);
    expect(existsSync(join(dir, 'server.lock'))).toBe(false);
    // Run alone, the directory is empty: a first boot (migrate + seed, 6-9 s alone) beside other
    // work; the loop above allows 180 s, so the test must too (the server project's default is 30 s).
  }, 240_000);
});
