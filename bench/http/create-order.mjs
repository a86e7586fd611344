// create_order under load (issue 13): N signed-in buyers (50) each hold 1-2 random seats of a
// premiere in the chain's biggest hall as fast as they can, through one server process on a
// fresh PostgreSQL database, side by side in the same run with "the bare hold transaction": the
// same SQL (bench/http/hold-sql.mjs, checked against the service by server/test/holdSql.test.ts)
// run by this plain script with pg at the same concurrency against the same database. Each new
// order of a buyer replaces its previous one for the session (freeing its seats), so the hall
// never fills; a seat another buyer holds is a 409 (expected). Afterwards SQL checks that no
// seat is held or sold by two live orders. Writes bench/results/create-order.{json,md}.
//
//   node bench/http/create-order.mjs [--small] [--buyers 50] [--seconds 10]
//
// Not a timed test: the ratio to the bare transaction within one run is what counts.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import http from 'node:http';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { makeDataDir, removeDir, startServer } from '../../scripts/server-process.mjs';
import { runHold } from './hold-sql.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const resultsDir = path.resolve(root, process.env.BENCH_RESULTS_DIR ?? 'bench/results');
const small = process.argv.includes('--small');
function arg(name, fallback) {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 && process.argv[i + 1] ? Number(process.argv[i + 1]) : fallback;
}
const BUYERS = arg('buyers', small ? 10 : 50);
const SECONDS = arg('seconds', small ? 2 : 10);
const ROUNDS = small ? 1 : 3;
const HOLD_SECONDS = 420;
// --profile DIR: the server writes a V8 CPU profile there on exit (to see where its time goes).
const profileAt = process.argv.indexOf('--profile');
const PROFILE_DIR = profileAt >= 0 ? path.resolve(process.argv[profileAt + 1] ?? '') : null;
const API = '/local/php_interface/api';
// The demo account's password: the bench's buyers get its hash, then sign in with it.
const PASSWORD = 'Demo123';

function pgCreate(name) {
  const res = spawnSync(process.execPath, ['scripts/pg-test-db.mjs', 'create', name], {
    cwd: root,
    encoding: 'utf8',
  });
  return res.stdout.trim();
}
function pgDrop(name) {
  spawnSync(process.execPath, ['scripts/pg-test-db.mjs', 'drop', name], { cwd: root });
}

/** A small seeded generator, so runs pick comparable seats. */
function random(seed) {
  let state = seed >>> 0 || 1;
  return () => {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    return (state >>> 0) / 4294967296;
  };
}

/** 1-2 distinct random seats of the hall. */
function pickSeats(next, seats) {
  const first = seats[Math.floor(next() * seats.length)];
  if (next() < 0.5) return [first];
  let second = first;
  while (second === first) second = seats[Math.floor(next() * seats.length)];
  return [first, second];
}

/** CPU seconds (user + system) a process has used, from /proc (Linux); null elsewhere. */
function cpuSecondsOf(pid, which = 'both') {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const user = Number(fields[11]);
    const system = Number(fields[12]);
    return (which === 'user' ? user : which === 'system' ? system : user + system) / 100;
  } catch {
    return null;
  }
}

/** Busy CPU seconds of the whole machine, all cores (other users' work included). */
function machineCpuSeconds() {
  try {
    const fields = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/).slice(1);
    const [user, nice, system, , , irq, softirq, steal] = fields.map(Number);
    return (user + nice + system + irq + softirq + steal) / 100;
  } catch {
    return null;
  }
}

/**
 * Where the CPU went during `work`, in ms per answered request: this script, the server, and
 * the whole machine (PostgreSQL and whatever else runs; its backends come and go, so they are
 * not counted one by one).
 */
async function withCpu(serverPid, work) {
  const before = {
    bench: process.cpuUsage(),
    server: cpuSecondsOf(serverPid),
    serverSystem: cpuSecondsOf(serverPid, 'system'),
    machine: machineCpuSeconds(),
  };
  const result = await work();
  const answered = result.ok + result.taken;
  const per = (seconds) =>
    seconds === null || answered === 0 ? null : Math.round((seconds * 1e6) / answered) / 1000;
  const bench = process.cpuUsage(before.bench);
  const server = cpuSecondsOf(serverPid);
  const serverSystem = cpuSecondsOf(serverPid, 'system');
  const machine = machineCpuSeconds();
  result.cpuMsPerAnswer = {
    loadScript: per((bench.user + bench.system) / 1e6),
    server: server === null || before.server === null ? null : per(server - before.server),
    serverKernel:
      serverSystem === null || before.serverSystem === null
        ? null
        : per(serverSystem - before.serverSystem),
    machine: machine === null || before.machine === null ? null : per(machine - before.machine),
  };
  return result;
}

function percentile(sorted, p) {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

/**
 * Every buyer runs `op` in a loop until the time is up. Returns the rate of answered requests
 * (held + refused as taken), latencies, and the counts of each outcome.
 */
async function load(buyers, seats, op, seed) {
  const counts = { ok: 0, taken: 0, serverErrors: 0, otherErrors: 0 };
  const latencies = [];
  const errors = new Map();
  const started = performance.now();
  const deadline = started + SECONDS * 1000;
  await Promise.all(
    buyers.map(async (buyer, i) => {
      const next = random(seed * 1000 + i + 1);
      while (performance.now() < deadline) {
        const seatIds = pickSeats(next, seats);
        const t0 = performance.now();
        let outcome;
        try {
          outcome = await op(buyer, seatIds);
        } catch (err) {
          outcome = 'otherErrors';
          const key = String(err?.message ?? err).slice(0, 120);
          errors.set(key, (errors.get(key) ?? 0) + 1);
        }
        latencies.push(performance.now() - t0);
        counts[outcome]++;
      }
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  const answered = counts.ok + counts.taken;
  return {
    rps: Math.round(answered / elapsed),
    heldPerSecond: Math.round(counts.ok / elapsed),
    p50Ms: Math.round(percentile(latencies, 50) * 10) / 10,
    p99Ms: Math.round(percentile(latencies, 99) * 10) / 10,
    ...counts,
    errorSamples: Object.fromEntries(errors),
  };
}

/** POST create_order over a keep-alive connection per buyer; 200, 409 or a 5xx. */
function httpOp(baseUrl, sessionId) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: BUYERS * 2 });
  const url = new URL(`${baseUrl}${API}/v2/payment/create_order/`);
  return (buyer, seatIds) =>
    new Promise((resolve, reject) => {
      const body = new URLSearchParams({
        session: String(sessionId),
        seats: JSON.stringify(seatIds),
        email: buyer.email,
      }).toString();
      const req = http.request(
        url,
        {
          method: 'POST',
          agent,
          headers: {
            'content-type': 'application/x-www-form-urlencoded',
            'content-length': Buffer.byteLength(body),
            cookie: `sk_session=${buyer.token}`,
            'accept-encoding': 'gzip, deflate, br',
          },
        },
        (res) => {
          const chunks = [];
          res.on('data', (c) => chunks.push(c));
          res.on('end', () => {
            const status = res.statusCode ?? 0;
            if (status === 200) resolve('ok');
            else if (status === 409) resolve('taken');
            else if (status >= 500) resolve('serverErrors');
            else
              reject(
                new Error(`HTTP ${status}: ${Buffer.concat(chunks).toString().slice(0, 200)}`),
              );
          });
          res.on('error', reject);
        },
      );
      req.on('error', reject);
      req.end(body);
    });
}

/**
 * The bare transaction on a pool as wide as the buyers: one connection each. The pool is made
 * for one run and ended after it, so its idle connections do not count against PostgreSQL's
 * max_connections while the server runs.
 */
async function bareRun(url, buyers, seats, sessionId, seed) {
  const pool = new pg.Pool({ connectionString: url, max: 2 });
  try {
    return await load(buyers, seats, bareOp(pool, sessionId), seed);
  } finally {
    await pool.end();
  }
}

function bareOp(pool, sessionId) {
  return async (buyer, seatIds) => {
    const client = await pool.connect();
    try {
      // As inSalesTransaction does: a deadlock or serialisation failure is retried, 3 tries.
      for (let attempt = 1; ; attempt++) {
        try {
          const result = await runHold(client, {
            sessionId,
            seatIds,
            tokenHash: buyer.tokenHash,
            email: buyer.email,
            holdSeconds: HOLD_SECONDS,
          });
          return result.status;
        } catch (err) {
          if (attempt >= 3 || !['40P01', '40001'].includes(err?.code)) throw err;
        }
      }
    } finally {
      client.release();
    }
  };
}

/** The premiere: the next session on sale in the chain's biggest hall, and the hall's seats. */
async function premiere(pool) {
  const { rows } = await pool.query(
    `select s.id, s.hall_id, (select count(*) from seats where hall_id = s.hall_id)::int as seats
       from sessions s
      where not s.deleted and not s.disabled and s.starts_at > now() + interval '2 hours'
      order by seats desc, s.starts_at, s.id
      limit 1`,
  );
  const session = rows[0];
  if (!session) throw new Error('no session on sale in the seeded chain');
  const seats = await pool.query('select id from seats where hall_id = $1 order by id', [
    session.hall_id,
  ]);
  return { id: session.id, hallSeats: session.seats, seats: seats.rows.map((r) => r.id) };
}

/** Accounts with the demo password, each signed in through the real password sign-in. */
async function signInBuyers(pool, baseUrl) {
  const { rows } = await pool.query('select password_hash from users where phone = $1', [
    '79000000000',
  ]);
  const hash = rows[0]?.password_hash;
  if (!hash) throw new Error('the demo account is missing');
  const buyers = [];
  for (let i = 0; i < BUYERS; i++) {
    const phone = `7955${String(i).padStart(7, '0')}`;
    await pool.query(
      `insert into users (phone, phone_confirmed, password_hash) values ($1, true, $2)
       on conflict (phone) do nothing`,
      [phone, hash],
    );
    const res = await fetch(`${baseUrl}${API}/v1/user/loginbypass/`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ phone, password: PASSWORD }).toString(),
    });
    const cookie = res.headers.getSetCookie().find((c) => c.startsWith('sk_session='));
    const token = cookie?.split(';')[0]?.slice('sk_session='.length);
    if (res.status !== 200 || !token)
      throw new Error(`sign-in of ${phone} failed: ${res.status} ${await res.text()}`);
    buyers.push({
      phone,
      token,
      tokenHash: createHash('sha256').update(token).digest('hex'),
      email: `buyer${i}@example.ru`,
    });
  }
  return buyers;
}

/**
 * Double sales: a seat of a session in two live orders (unpaid and not lapsed, or paid), or a
 * live order's seat whose inventory row is not its own.
 */
async function doubleSales(pool) {
  const live = `(o.status = 'paid' or (o.status = 'unpaid' and o.expires_at > now()))`;
  const twice = await pool.query(
    `select count(*)::int as n from (
       select o.session_id, os.seat_id from order_seats os join orders o on o.id = os.order_id
        where ${live} group by 1, 2 having count(*) > 1) t`,
  );
  const notOwn = await pool.query(
    `select count(*)::int as n from order_seats os join orders o on o.id = os.order_id
       left join session_seats ss on ss.session_id = o.session_id and ss.seat_id = os.seat_id
      where ${live} and (ss.order_id is distinct from o.id or ss.status not in ('held', 'sold'))`,
  );
  const liveOrders = await pool.query(`select count(*)::int as n from orders o where ${live}`);
  return {
    seatsInTwoLiveOrders: twice.rows[0].n,
    liveSeatsNotOwned: notOwn.rows[0].n,
    liveOrders: liveOrders.rows[0].n,
  };
}

function median(list) {
  const sorted = [...list].sort((a, b) => a.rps - b.rps);
  return sorted[sorted.length >> 1];
}

function sum(list, key) {
  return list.reduce((s, r) => s + r[key], 0);
}

async function main() {
  const name = `softkino_bench_order_${process.pid}`;
  const url = pgCreate(name);
  if (!url) {
    console.warn('no PostgreSQL server on 127.0.0.1:5432: create_order bench skipped');
    return;
  }
  const dataDir = makeDataDir('softkino-bench-order-');
  let server;
  const pool = new pg.Pool({ connectionString: url, max: 2 });
  try {
    server = await startServer({
      dataDir,
      env: {
        DATABASE_URL: url,
        HOLD_SECONDS: String(HOLD_SECONDS),
        ...(process.env.DATABASE_POOL_SIZE
          ? { DATABASE_POOL_SIZE: process.env.DATABASE_POOL_SIZE }
          : {}),
        ...(PROFILE_DIR
          ? {
              NODE_OPTIONS: `--import ${path.join(root, 'bench/http/cpu-profile.mjs')}`,
              CPU_PROFILE_DIR: PROFILE_DIR,
            }
          : {}),
      },
      timeoutMs: 300_000,
    });
    const session = await premiere(pool);
    const buyers = await signInBuyers(pool, server.baseUrl);
    const http = httpOp(server.baseUrl, session.id);
    // Warm both paths (connections, JIT) briefly before measuring.
    for (const buyer of buyers.slice(0, 5)) {
      await http(buyer, [session.seats[0]]).catch(() => {});
      await bareOp(pool, session.id)(buyer, [session.seats[1]]).catch(() => {});
    }
    const rounds = { bare: [], http: [] };
    for (let r = 0; r < ROUNDS; r++) {
      // Alternate, so the machine's drift falls on both.
      rounds.bare.push(
        await withCpu(server.pid, () => bareRun(url, buyers, session.seats, session.id, 2 * r + 1)),
      );
      rounds.http.push(
        await withCpu(server.pid, () => load(buyers, session.seats, http, 2 * r + 2)),
      );
    }
    const checks = await doubleSales(pool);
    const bare = median(rounds.bare);
    const createOrder = median(rounds.http);
    const result = {
      generatedAt: new Date().toISOString(),
      small,
      buyers: BUYERS,
      seconds: SECONDS,
      rounds: ROUNDS,
      hallSeats: session.hallSeats,
      cpus: os.cpus().length,
      loadAverageAtEnd: os.loadavg().map((x) => Math.round(x * 100) / 100),
      createOrder,
      bare,
      ratio: Math.round((createOrder.rps / bare.rps) * 1000) / 1000,
      total: {
        createOrderServerErrors: sum(rounds.http, 'serverErrors'),
        createOrderOtherErrors: sum(rounds.http, 'otherErrors'),
        bareErrors: sum(rounds.bare, 'otherErrors'),
      },
      checks,
      allRounds: rounds,
    };
    write(result);
    const bad =
      checks.seatsInTwoLiveOrders +
      checks.liveSeatsNotOwned +
      result.total.createOrderServerErrors +
      result.total.createOrderOtherErrors +
      result.total.bareErrors;
    if (bad > 0) {
      console.error('create_order bench: double sales, 5xx or other errors (see the JSON)');
      process.exitCode = 1;
    }
  } finally {
    await pool.end().catch(() => {});
    await server?.stop();
    removeDir(dataDir);
    pgDrop(name);
  }
}

function write(result) {
  mkdirSync(resultsDir, { recursive: true });
  writeFileSync(path.join(resultsDir, 'create-order.json'), JSON.stringify(result, null, 2) + '\n');
  const row = (label, r) =>
    `| ${label} | ${r.rps} | ${r.heldPerSecond} | ${r.p50Ms} | ${r.p99Ms} | ${r.ok} | ${r.taken} | ${r.serverErrors} | ${r.otherErrors} |`;
  const md = [
    '# create_order under load',
    '',
    `Generated by \`node bench/http/create-order.mjs${result.small ? ' --small' : ''}\` on ${result.generatedAt}: PostgreSQL, one server process, ${result.buyers} signed-in buyers at once, each asking for 1-2 random seats of one session in a ${result.hallSeats}-seat hall for ${result.seconds} s, ${result.rounds} alternating run(s) each (median by rate). "Bare transaction" is the same SQL as create_order's hold (bench/http/hold-sql.mjs) run by a plain pg script at the same concurrency against the same database. Rate counts answered requests: seats held plus seats refused as taken (409). Goal: create_order at least 50 % of the bare rate, 0 double sales, 0 5xx. Machine: ${result.cpus} cores, load average at the end ${result.loadAverageAtEnd.join(' / ')}.`,
    '',
    '| path | answered/s | held/s | p50, ms | p99, ms | held | taken (409) | 5xx | other errors |',
    '|---|--:|--:|--:|--:|--:|--:|--:|--:|',
    row('create_order over HTTP', result.createOrder),
    row('bare hold transaction', result.bare),
    '',
    `Ratio (answered/s): **${result.ratio}**. Over all runs: ${result.total.createOrderServerErrors} 5xx from create_order; double sales: ${result.checks.seatsInTwoLiveOrders} seats in two live orders, ${result.checks.liveSeatsNotOwned} live order seats not held by their order (of ${result.checks.liveOrders} live orders at the end).`,
    '',
  ].join('\n');
  writeFileSync(path.join(resultsDir, 'create-order.md'), md);
  console.log(md);
}

await main();
