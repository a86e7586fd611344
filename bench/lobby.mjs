// The lobby screen board on a TV (issue 16): a board of 40 film cards (ten screens of four),
// in Chromium at 1920x1080, on the real server and client. The board's call is answered by the
// bench (page.route) with 40 generated cards, five sessions each, so the figures do not depend
// on what the seed has on today.
//
//   node bench/lobby.mjs [--small] [--rounds N] [--refreshes N]
//
// Per round, in a fresh browser context:
// - first paint: navigation start to the first animation frame in which all four cards and
//   their QR codes are in the page (and the browser's first contentful paint beside it);
// - memory: the JS heap (after a forced garbage collection) and the DOM node count, after a
//   warm-up of 20 refreshes and again after N more (500 by default). The page's clock is
//   Playwright's fake one: each refresh jumps it 30 minutes, which fires the board's 30-minute
//   reload (and its one-minute seats poll and its one-second clock once each); every reload
//   answers the next four of the 40 cards, so every card's poster, texts and QR codes come and
//   go 50 times, the harshest case for a leak.
// Also the seats-left poll's cost on the server (decision 308): one scheme-screen/seats/ call
// for a screen's 20 sessions against the 20 session/places/ calls it replaces.
// Not a timed test: figures go to bench/results/lobby.{json,md}.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { launchChromium } from '../scripts/chromium.mjs';
import { makeDataDir, removeDir, startServer } from '../scripts/server-process.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const resultsDir = path.resolve(root, process.env.BENCH_RESULTS_DIR ?? 'bench/results');
const small = process.argv.includes('--small');
function arg(name, fallback) {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 && process.argv[i + 1] ? Number(process.argv[i + 1]) : fallback;
}
const ROUNDS = arg('rounds', small ? 1 : 3);
const REFRESHES = arg('refreshes', small ? 10 : 500);
const WARMUP_REFRESHES = small ? 2 : 20;
const POLL_REPEATS = small ? 3 : 200;
const CARDS = 40;
const PER_SCREEN = 4;
const API = '/local/php_interface/api';
const VIEWPORT = { width: 1920, height: 1080 };

if (!existsSync(path.join(root, 'dist/client/index.html'))) {
  console.log('dist/client is missing: building the client first (npm run build).');
  execFileSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
}

const median = (xs) => [...xs].sort((a, b) => a - b)[xs.length >> 1];
const round1 = (x) => Math.round(x * 10) / 10;
const mb = (bytes) => Math.round((bytes / 1048576) * 100) / 100;

/** The seed's posters and a real cinema, so the cards load real images from the server. */
async function realBoard(baseUrl) {
  const first = await (await fetch(`${baseUrl}${API}/v1/scheme-screen/?cinema=1`)).json();
  const posters = new Set();
  const sessionIds = [];
  for (let n = 1; n <= first.data.screens_count; n += 1) {
    const page = await (
      await fetch(`${baseUrl}${API}/v1/scheme-screen/?cinema=1&screen=${n}`)
    ).json();
    for (const card of page.data.screen) {
      posters.add(card.poster);
      for (const list of Object.values(card.sessions)) for (const s of list) sessionIds.push(s.id);
    }
  }
  return { cinema: first.data.cinema, posters: [...posters], sessionIds };
}

/** 40 cards, five sessions each from an hour ahead, as the server would send them. */
function makeCards(posters, nowMs) {
  return Array.from({ length: CARDS }, (_, i) => {
    const sessions = Array.from({ length: 5 }, (_, k) => {
      const at = nowMs + (60 + i * 3 + k * 95) * 60_000;
      const d = new Date(at + 5 * 3600_000);
      const time = `${String(d.getUTCHours()).padStart(2, '0')}:${String(d.getUTCMinutes()).padStart(2, '0')}`;
      const id = 100_000 + i * 10 + k;
      return {
        id,
        time,
        timestamp: Math.floor(at / 1000),
        format: k % 2 ? '3D' : '2D',
        seats_left: 40 + k,
        buy_url: `/#buy=${id}`,
      };
    });
    const d = new Date(nowMs + 5 * 3600_000);
    const date = `${String(d.getUTCDate()).padStart(2, '0')}.${String(d.getUTCMonth() + 1).padStart(2, '0')}.${d.getUTCFullYear()}`;
    return {
      id: 9000 + i,
      name: `Фильм номер ${i + 1}: длинное название для проверки`,
      age: ['0+', '6+', '12+', '16+', '18+'][i % 5],
      duration: 90 + i,
      genre: 'драма, приключения',
      poster: posters[i % posters.length],
      url: `/film/film-${i + 1}`,
      sessions: { [date]: sessions },
      premiere_date: '06.11.2026',
    };
  });
}

/** Answers the board's calls: reload k shows cards 4k..4k+3 of the 40 (mod 40). */
async function routeBoard(context, posters, cinema, startMs) {
  let served = 0;
  const cards = makeCards(posters, startMs);
  await context.route(/\/v1\/scheme-screen\/\?/, async (route) => {
    const offset = (served * PER_SCREEN) % CARDS;
    served += 1;
    const screen = cards.slice(offset, offset + PER_SCREEN).map((c) => ({
      ...c,
      // A fresh object per reload, as a parsed reply is.
      sessions: JSON.parse(JSON.stringify(c.sessions)),
    }));
    await route.fulfill({
      contentType: 'application/json',
      body: JSON.stringify({
        status: 'success',
        data: {
          screen,
          time: Math.floor(startMs / 1000),
          screens_count: CARDS / PER_SCREEN,
          screen_number: 1,
          cinema,
          admin: false,
        },
      }),
    });
  });
  await context.route(/\/v1\/scheme-screen\/seats\//, (route) => {
    const ids = new URL(route.request().url()).searchParams.get('ids')?.split(',') ?? [];
    return route.fulfill({
      contentType: 'application/json',
      body: JSON.stringify({
        status: 'success',
        data: {
          time: Math.floor(startMs / 1000),
          seats: Object.fromEntries(ids.map((id) => [id, 30])),
        },
      }),
    });
  });
  return { served: () => served, cards };
}

/** Runs in the page before its scripts: the time at which the board is first painted whole. */
function paintProbe() {
  const w = /** @type {any} */ (window);
  w.__boardPainted = null;
  const check = () => {
    if (w.__boardPainted !== null) return;
    const cards = document.querySelectorAll('.lobby-card');
    const qrs = document.querySelectorAll('.lobby-card svg[data-qr="film"]');
    if (cards.length === 4 && qrs.length === 4)
      requestAnimationFrame(() => {
        if (w.__boardPainted === null) w.__boardPainted = performance.now();
      });
  };
  new MutationObserver(check).observe(document, { childList: true, subtree: true });
}

async function heap(cdp) {
  await cdp.send('HeapProfiler.collectGarbage');
  await cdp.send('HeapProfiler.collectGarbage');
  const { metrics } = await cdp.send('Performance.getMetrics');
  const get = (name) => metrics.find((m) => m.name === name)?.value ?? 0;
  return { heap: get('JSHeapUsedSize'), nodes: get('Nodes'), listeners: get('JSEventListeners') };
}

/** First paint on the real clock: a fresh context, the board's chunk not cached. */
async function measurePaint(browser, baseUrl, real) {
  const context = await browser.newContext({
    viewport: VIEWPORT,
    baseURL: baseUrl,
    locale: 'ru-RU',
  });
  await routeBoard(context, real.posters, real.cinema, Date.now());
  await context.addInitScript(paintProbe);
  const page = await context.newPage();
  await page.goto(`/lobby/${real.cinema.id}`);
  await page.waitForFunction(() => window.__boardPainted !== null, null, { timeout: 60_000 });
  const paint = await page.evaluate(
    () =>
      new Promise((resolve) => {
        new PerformanceObserver((list, observer) => {
          const fcp = list.getEntriesByName('first-contentful-paint')[0];
          if (!fcp) return;
          observer.disconnect();
          resolve({ board: window.__boardPainted, fcp: fcp.startTime });
        }).observe({ type: 'paint', buffered: true });
      }),
  );
  await context.close();
  return paint;
}

async function measureRound(browser, baseUrl, real) {
  const paint = await measurePaint(browser, baseUrl, real);
  // Memory on Playwright's fake clock, so 30-minute reloads come on demand.
  const context = await browser.newContext({
    viewport: VIEWPORT,
    baseURL: baseUrl,
    locale: 'ru-RU',
  });
  const startMs = Date.now();
  await context.clock.install({ time: startMs });
  const board = await routeBoard(context, real.posters, real.cinema, startMs);
  const page = await context.newPage();
  await page.goto(`/lobby/${real.cinema.id}`);
  await page.waitForFunction(() => document.querySelectorAll('.lobby-card').length === 4);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Performance.enable');

  const refresh = async () => {
    const expected = board.served();
    await page.clock.fastForward(30 * 60_000);
    // The reload's cards are on the page: the first card is the one the reply put first.
    const first = board.cards[(expected * PER_SCREEN) % CARDS].id;
    await page.waitForFunction(
      (id) => document.querySelector('.lobby-card')?.getAttribute('data-film') === String(id),
      first,
      { timeout: 30_000 },
    );
  };
  for (let i = 0; i < WARMUP_REFRESHES; i += 1) await refresh();
  const before = await heap(cdp);
  // The heap at every tenth of the run, to tell a leak (steady growth) from a plateau.
  const series = [mb(before.heap)];
  const step = Math.max(1, Math.floor(REFRESHES / 10));
  let spent = 0;
  let middle = before;
  for (let i = 1; i <= REFRESHES; i += 1) {
    const t = performance.now();
    await refresh();
    spent += performance.now() - t;
    if (i % step === 0 || i === REFRESHES) {
      const h = await heap(cdp);
      series.push(mb(h.heap));
      if (i === Math.floor(REFRESHES / 2) || (i >= REFRESHES / 2 && middle === before)) middle = h;
    }
  }
  const refreshMs = spent / REFRESHES;
  const after = await heap(cdp);
  await context.close();
  return {
    firstPaintMs: round1(paint.board),
    fcpMs: paint.fcp === null ? null : round1(paint.fcp),
    heapBeforeMb: mb(before.heap),
    heapAfterMb: mb(after.heap),
    heapGrowthKb: Math.round((after.heap - before.heap) / 1024),
    heapGrowthSecondHalfKb: Math.round((after.heap - middle.heap) / 1024),
    heapSeriesMb: series.join(' → '),
    nodesBefore: before.nodes,
    nodesAfter: after.nodes,
    listenersBefore: before.listeners,
    listenersAfter: after.listeners,
    msPerRefresh: round1(refreshMs),
  };
}

/** The seats poll against what it replaces: median latency and bytes per poll of 20 sessions. */
async function pollCost(baseUrl, cinemaId, ids) {
  const twenty = ids.slice(0, 20);
  const timeIt = async (fn) => {
    for (let i = 0; i < 5; i += 1) await fn(); // warm-up
    const times = [];
    let bytes = 0;
    for (let i = 0; i < POLL_REPEATS; i += 1) {
      const t = performance.now();
      bytes = await fn();
      times.push(performance.now() - t);
    }
    return { medianMs: round1(median(times)), bytes };
  };
  const batched = await timeIt(async () => {
    const res = await fetch(
      `${baseUrl}${API}/v1/scheme-screen/seats/?cinema=${cinemaId}&ids=${twenty.join(',')}`,
      {
        headers: { 'accept-encoding': 'gzip, br' },
      },
    );
    return (await res.arrayBuffer()).byteLength;
  });
  const perSession = await timeIt(async () => {
    let total = 0;
    for (const id of twenty) {
      const res = await fetch(`${baseUrl}${API}/v1/session/places/?id=${id}`, {
        headers: { 'accept-encoding': 'gzip, br' },
      });
      total += (await res.arrayBuffer()).byteLength;
    }
    return total;
  });
  return { sessions: twenty.length, batched, perSession };
}

function table(result) {
  const r = result.rounds;
  const line = (label, key, unit = '') =>
    `| ${label} | ${r.map((x) => `${x[key]}${unit}`).join(' | ')} | ${result.median[key]}${unit} |`;
  const head = `| figure | ${r.map((_, i) => `round ${i + 1}`).join(' | ')} | median |\n|---|${r.map(() => '--:').join('|')}|--:|`;
  const p = result.poll;
  return `# Lobby screen board: 40 cards on a 1920x1080 TV

Measured ${result.date} on this machine (${result.cpus} cores, headless Chromium, SwiftShader); load average (1, 5, 15 min) at the start: ${result.loadAverage.join(', ')}. ${result.small ? '**Small run** (CI proof that the bench works; not figures to quote).' : ''}

Each round: a fresh context opens \`/lobby/<cinema>\` (the board's chunk not cached), then ${result.warmupRefreshes} warm-up refreshes, then ${result.refreshes} refreshes (the 30-minute reload fired by a fake clock; each reload brings the next four of the 40 cards). Heap after a forced garbage collection.

${head}
${line('first paint: navigation to all four cards and QR codes painted', 'firstPaintMs', ' ms')}
${line('first contentful paint', 'fcpMs', ' ms')}
${line(`JS heap after ${result.warmupRefreshes} refreshes`, 'heapBeforeMb', ' MB')}
${line(`JS heap after ${result.refreshes} more refreshes`, 'heapAfterMb', ' MB')}
${line('heap growth over them', 'heapGrowthKb', ' KB')}
${line('heap growth over the second half of them', 'heapGrowthSecondHalfKb', ' KB')}
${line('DOM nodes before', 'nodesBefore')}
${line('DOM nodes after', 'nodesAfter')}
${line('event listeners after', 'listenersAfter')}
${line('one refresh (reply, render, QR codes), wall time', 'msPerRefresh', ' ms')}

The heap (MB) at every tenth of the run, round by round:

${r.map((x, i) => `- round ${i + 1}: ${x.heapSeriesMb}`).join('\n')}

## The seats-left poll (decision 308)

Per poll of one screen's ${p.sessions} sessions of the seeded Галерея, from Node on the same machine, median of ${result.pollRepeats}:

| call | median time | JSON bytes (before compression) |
|---|--:|--:|
| one \`scheme-screen/seats/\` | ${p.batched.medianMs} ms | ${p.batched.bytes} |
| ${p.sessions} \`session/places/\` one after another | ${p.perSession.medianMs} ms | ${p.perSession.bytes} |
`;
}

const dataDir = makeDataDir('softkino-bench-lobby-');
const server = await startServer({ dataDir, timeoutMs: 300_000 });
let browser;
try {
  const load = loadavg().map((x) => Math.round(x * 100) / 100);
  const real = await realBoard(server.baseUrl);
  browser = await launchChromium(['--enable-precise-memory-info', '--js-flags=--expose-gc']);
  const rounds = [];
  for (let i = 0; i < ROUNDS; i += 1)
    rounds.push(await measureRound(browser, server.baseUrl, real));
  const poll = await pollCost(server.baseUrl, real.cinema.id, real.sessionIds);
  const keys = Object.keys(rounds[0]);
  const result = {
    date: new Date().toISOString(),
    small,
    cpus: cpus().length,
    loadAverage: load,
    cards: CARDS,
    refreshes: REFRESHES,
    warmupRefreshes: WARMUP_REFRESHES,
    pollRepeats: POLL_REPEATS,
    rounds,
    median: Object.fromEntries(
      keys.map((k) => [k, median(rounds.map((r) => r[k]).filter((v) => v !== null))]),
    ),
    poll,
  };
  mkdirSync(resultsDir, { recursive: true });
  writeFileSync(path.join(resultsDir, 'lobby.json'), JSON.stringify(result, null, 2) + '\n');
  writeFileSync(path.join(resultsDir, 'lobby.md'), table(result));
  console.log(table(result));
} finally {
  await browser?.close();
  await server.stop();
  removeDir(dataDir);
}
