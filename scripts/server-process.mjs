// Starts the real server as a child process on a free port with a data directory of its own, and
// waits until it answers. Used by the e2e tests and the benchmarks.
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { cpSync, existsSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { SERVER_BUNDLE } from './build-server.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

/** The folders whose files the server's bundle is made of. */
const SERVER_SOURCES = ['server/src', 'server/seed', 'packages'];

function newestSource(dir) {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules') continue;
    const path = join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestSource(path) : statSync(path).mtimeMs);
  }
  return newest;
}

/**
 * How to run the server: the bundle `npm run build` made (dist/server/main.mjs, decision 419)
 * when no source file is newer than it, else the TypeScript itself through tsx, so a test after
 * an edit never meets the code from before it.
 */
export function serverCommand() {
  const bundled =
    existsSync(SERVER_BUNDLE) &&
    SERVER_SOURCES.every((dir) => newestSource(join(root, dir)) <= statSync(SERVER_BUNDLE).mtimeMs);
  return bundled
    ? ['--enable-source-maps', SERVER_BUNDLE]
    : ['--import', 'tsx', 'server/src/main.ts'];
}

export function freePort() {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });
}

/**
 * A data directory of its own for a server. When SEEDED_DIR_ENV names a directory that a server
 * has already migrated and seeded (`npm test` makes one, scripts/seeded-dir.mjs), it starts as a
 * copy of it: seeding the demo chain costs ~30 s of CPU, and `npm test` starts a dozen servers.
 * Without it, or with `{ empty: true }`, it is empty and the server migrates and seeds it.
 */
export function makeDataDir(prefix = 'softkino-', { empty = false } = {}) {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  const seeded = process.env[SEEDED_DIR_ENV];
  if (!empty && seeded && existsSync(seeded))
    // Without the lock of the server that seeded it (server/src/db/lock.ts), in case it was left.
    cpSync(seeded, dir, { recursive: true, filter: (path) => !/server\.(lock|pid)$/.test(path) });
  return dir;
}

export const SEEDED_DIR_ENV = 'SOFTKINO_SEEDED_DIR';

/**
 * Start the server and resolve once `GET /` answers. Returns the base URL, the ms from spawn to
 * the first answered request, and a stop() that shuts it down gracefully.
 */
export async function startServer({ dataDir, env = {}, timeoutMs = 120_000, log = false } = {}) {
  const port = await freePort();
  const started = performance.now();
  const child = spawn(process.execPath, serverCommand(), {
    cwd: root,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const collect = (chunk) => {
    output += chunk;
    if (log) process.stderr.write(chunk);
  };
  child.stdout.on('data', collect);
  child.stderr.on('data', collect);
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const baseUrl = `http://127.0.0.1:${port}`;
  let firstAnswerMs = -1;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited early:\n${output}`);
    if (performance.now() - started > timeoutMs) {
      child.kill('SIGKILL');
      throw new Error(`server did not answer in ${timeoutMs} ms:\n${output}`);
    }
    try {
      const res = await fetch(`${baseUrl}/local/php_interface/api/v2/cinema/covid/`);
      if (res.status < 500) {
        firstAnswerMs = performance.now() - started;
        break;
      }
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  async function stop() {
    if (child.exitCode === null) {
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(timer);
    }
  }
  return { baseUrl, firstAnswerMs, pid: child.pid, stop, output: () => output };
}

export function removeDir(dir) {
  rmSync(dir, { recursive: true, force: true });
}
