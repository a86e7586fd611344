// From pressing a session in the playbill to its seat map drawn (issue 13): the seeded
// 1,187-seat hall (Галерея, Зал 1 ScreenX), in Chromium, on a phone (390x844, touch) and a
// desktop (1440x900). The server starts on a fresh data directory. Each round opens the playbill
// in a fresh browser context, presses the session (cold: nothing loaded yet), goes back, and
// presses it again (warm: the chunks in memory, the answers cached in the browser and on the
// server) — the goal is the warm press, at most 400 ms. Also the seat map's bytes on the wire.
//
//   node bench/press-to-map.mjs [--small] [--rounds N] [--compare DIR [--compare-label TEXT]]
//
// --compare DIR also measures another build of the client (e.g. the previous commit's, built
// with `npx vite build --outDir DIR`) on a second server, round by round in turn with this one,
// so both see the same load on the machine.
//
// The clock starts at the press (pointerdown on the session's link; the mouse is moved onto it
// just before, with no pause, so a prefetch on a resting mouse does not start early) and stops at the first animation frame in which the map's canvas
// shows seats (seat-blue pixels in a downscaled copy of a 2D canvas; a WebGL canvas counts once
// the engine has put it in the page, which it does after its first WebGL frame). Not a timed
// test: figures go to bench/results/press-to-map.{json,md}.
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
const ROUNDS = arg('rounds', small ? 1 : 5);
const compareIndex = process.argv.indexOf('--compare');
const COMPARE_DIST = compareIndex >= 0 ? process.argv[compareIndex + 1] : undefined;
const labelIndex = process.argv.indexOf('--compare-label');
const COMPARE_LABEL =
  labelIndex >= 0 ? (process.argv[labelIndex + 1] ?? 'compared build') : 'compared build';
const GOAL_MS = 400;
const API = '/local/php_interface/api';
const VIEWPORTS = {
  phone: { width: 390, height: 844, touch: true },
  desktop: { width: 1440, height: 900, touch: false },
};

if (!existsSync(path.join(root, 'dist/client/index.html'))) {
  console.log('dist/client is missing: building the client first (npm run build).');
  execFileSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
}

/** Runs in the page before its scripts: the pointer clock and the "map drawn" probe. */
function pageProbe() {
  const w = /** @type {any} */ (window);
  // The clock starts at the first pointerdown after the bench arms it, wherever it lands: the
  // press is the bench's own tap or click on the link's centre. (Matching the link as the
  // target missed some presses: the clock never started and the bench waited forever.)
  w.__press = { start: null, armed: false };
  const mark = () => {
    if (w.__press.armed && w.__press.start === null) w.__press.start = performance.now();
  };
  addEventListener('pointerdown', mark, true);
  const scratch = document.createElement('canvas');
  scratch.width = 96;
  scratch.height = 96;
  const sctx = scratch.getContext('2d', { willReadFrequently: true });
  /** 'canvas' or 'webgl' once the dialog's map shows seats, else null. */
  w.__mapDrawn = () => {
    for (const canvas of document.querySelectorAll('[role="dialog"] .scheme-engine canvas')) {
      if (canvas.width < 8 || canvas.height < 8) continue;
      // A canvas the engine put in the page has its context already: 2D, or null for WebGL.
      const own = canvas.getContext('2d');
      if (!own) return 'webgl';
      sctx.clearRect(0, 0, 96, 96);
      sctx.drawImage(canvas, 0, 0, 96, 96);
      const px = sctx.getImageData(0, 0, 96, 96).data;
      let seats = 0;
      for (let i = 0; i < px.length; i += 4) if (px[i + 2] > 110 && px[i + 2] - px[i] > 35) seats++;
      if (seats >= 12) return 'canvas';
    }
    return null;
  };
  /**
   * Resolves at the first animation frame that shows the map: ms since the press, and the
   * frames at which the popup, then the map's element, first showed.
   */
  w.__waitMap = () =>
    new Promise((resolve) => {
      const seen = { popup: null, engine: null };
      const tick = () => {
        const now = performance.now();
        const since = (t) => (t === null || w.__press.start === null ? null : t - w.__press.start);
        if (seen.popup === null && document.querySelector('[role="dialog"] .purchase'))
          seen.popup = now;
        if (seen.engine === null && document.querySelector('[role="dialog"] .scheme-engine'))
          seen.engine = now;
        const backend = w.__mapDrawn();
        if (backend && w.__press.start !== null) {
          resolve({
            ms: now - w.__press.start,
            popupMs: since(seen.popup),
            engineMs: since(seen.engine),
            backend,
          });
        } else requestAnimationFrame(tick);
      };
      requestAnimationFrame(tick);
    });
}

/** The first open session of the 1,187-seat hall in the default city's playbill. */
async function findBigHallSession(baseUrl) {
  const cities = (await (await fetch(`${baseUrl}${API}/v1/cinema/cities/`)).json()).data;
  const city = cities.find((c) => c.name === 'Челябинск');
  const cinema = city.cinemas.find((c) => c.short_name === 'Галерея');
  const playbill = await (
    await fetch(`${baseUrl}${API}/v1/films/playbill/?city=${city.id}&cinema=${cinema.id}`)
  ).json();
  const open = [];
  for (const film of playbill.data)
    for (const list of Object.values(film.sessions))
      for (const s of list) if (!s.disabled && !s.del) open.push(s.id);
  open.sort((a, b) => a - b);
  for (const id of open) {
    const reply = await (await fetch(`${baseUrl}${API}/v1/session/?id=${id}`)).json();
    if (reply.status === 'success' && reply.data.places.length > 1000)
      return { id, seats: reply.data.places.length, hall: reply.data.hall };
  }
  throw new Error('no open session of a hall over 1,000 seats in Галерея');
}

/** Bytes of session/ on the wire per encoding (fetch decodes: read Content-Length). */
async function wireBytes(baseUrl, id) {
  const out = {};
  for (const enc of ['identity', 'gzip', 'br']) {
    const res = await fetch(`${baseUrl}${API}/v1/session/?id=${id}`, {
      headers: { 'accept-encoding': enc },
    });
    out[enc] =
      Number(res.headers.get('content-length') ?? 0) || (await res.arrayBuffer()).byteLength;
  }
  return out;
}

async function chooseCity(page) {
  const dialog = page.getByRole('dialog');
  await dialog
    .getByRole('list', { name: 'Города' })
    .getByRole('button', { name: 'Челябинск' })
    .click();
  await dialog
    .getByRole('list', { name: 'Кинотеатры: Челябинск' })
    .getByRole('button', { name: 'Галерея' })
    .click();
  await dialog.waitFor({ state: 'detached' });
}

/** Shows the day whose list has the session's link (today first, then the next days). */
async function findLink(page, id) {
  const link = page.locator(`a[href="#buy=${id}"]`).first();
  const days = page.locator('nav[aria-label="Выбор дня"] button[aria-pressed]');
  await days.first().waitFor();
  const count = await days.count();
  for (let d = 0; d < count; d++) {
    if ((await link.count()) > 0) return link;
    await days.nth(d).click();
    await page.waitForTimeout(150);
  }
  if ((await link.count()) > 0) return link;
  throw new Error(`the playbill shows no link to session ${id}`);
}

/** One press: returns ms from the first pointer event to the map drawn, and its backend. */
async function press(page, link, touch) {
  await page.evaluate(() => {
    window.__press.start = null;
    window.__press.armed = false;
  });
  await link.scrollIntoViewIfNeeded();
  const box = await link.boundingBox();
  if (!box) throw new Error('the session link is not visible');
  const x = box.x + box.width / 2;
  const y = box.y + box.height / 2;
  const waiting = page.evaluate(() => window.__waitMap());
  await page.evaluate(() => {
    window.__press.armed = true;
  });
  if (touch) await page.touchscreen.tap(x, y);
  else {
    await page.mouse.move(x, y);
    await page.mouse.down();
    await page.mouse.up();
  }
  // Never wait forever (CI has a time limit): a press that shows no map in 30 s is an error
  // that says what the page showed.
  let timer;
  const timeout = new Promise((_, reject) => {
    timer = setTimeout(async () => {
      const state = await page
        .evaluate(() => ({
          url: location.href,
          clock: window.__press.start !== null,
          dialog: document.querySelector('[role="dialog"]')?.textContent?.slice(0, 200) ?? null,
        }))
        .catch(() => null);
      reject(new Error(`no seat map 30 s after the press: ${JSON.stringify(state)}`));
    }, 30_000);
  });
  try {
    return await Promise.race([waiting, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/** One round on one viewport: a fresh context, the cold press, back, the warm press. */
async function measureRound(browser, baseUrl, session, name) {
  const vp = VIEWPORTS[name];
  const context = await browser.newContext({
    viewport: { width: vp.width, height: vp.height },
    locale: 'ru-RU',
    isMobile: vp.touch,
    hasTouch: vp.touch,
  });
  await context.addInitScript(pageProbe);
  const page = await context.newPage();
  try {
    await page.goto(`${baseUrl}/`);
    await chooseCity(page);
    const link = await findLink(page, session.id);
    const cold = await press(page, link, vp.touch);
    await page.goBack();
    await page.locator('[role="dialog"] .scheme-engine').waitFor({ state: 'detached' });
    if (!vp.touch) await page.mouse.move(0, 0);
    const warm = await press(page, link, vp.touch);
    const round = (m) => (m === null ? null : Math.round(m));
    return {
      coldMs: round(cold.ms),
      warmMs: round(warm.ms),
      warmPopupMs: round(warm.popupMs),
      warmEngineMs: round(warm.engineMs),
      coldPopupMs: round(cold.popupMs),
      coldEngineMs: round(cold.engineMs),
      backend: warm.backend,
    };
  } finally {
    await context.close();
  }
}

const median = (xs) => [...xs].sort((a, b) => a - b)[xs.length >> 1];

function summarise(name, rounds) {
  const vp = VIEWPORTS[name];
  const pick = (key) => median(rounds.map((r) => r[key]).filter((v) => v !== null));
  return {
    viewport: name,
    width: vp.width,
    height: vp.height,
    rounds,
    coldMedianMs: pick('coldMs'),
    warmMedianMs: pick('warmMs'),
    warmPopupMedianMs: pick('warmPopupMs'),
    warmEngineMedianMs: pick('warmEngineMs'),
  };
}

function rows(label, viewports) {
  return viewports.map(
    (v) =>
      `| ${label} | ${v.viewport} ${v.width}x${v.height} | ${v.coldMedianMs} | ${v.warmPopupMedianMs} | ${v.warmEngineMedianMs} | ${v.warmMedianMs} | ${v.rounds.map((r) => r.warmMs).join(', ')} | ${v.rounds[0]?.backend ?? ''} | ${v.warmMedianMs <= GOAL_MS ? 'yes' : 'no'} |`,
  );
}

function table(result) {
  const lines = [
    '# Press a session to its seat map drawn',
    '',
    `Generated by \`node bench/press-to-map.mjs${small ? ' --small' : ''}${result.compare ? ' --compare DIR' : ''}\` on ${result.date}: the seeded ${result.session.seats}-seat hall (${result.session.hall}, session ${result.session.id}), a fresh server and data directory, Chromium headless (SwiftShader), ${result.rounds} round(s) per viewport, each in a fresh browser context: the first press (cold), back, the second press (warm: the goal, at most ${GOAL_MS} ms). The clock runs from the press (pointerdown on the session's link) to the first animation frame that shows seats; "popup" and "map element" are the frames at which the purchase popup and the engine's element first showed. Load average at the start: ${result.loadAverage.join(' / ')} on ${result.cpus} cores (the machine is shared: compare builds within one run).`,
    '',
    '| client | viewport | cold press, ms | warm: popup, ms | warm: map element, ms | warm: map drawn, ms | warm rounds, ms | drawn by | within 400 ms |',
    '|---|---|--:|--:|--:|--:|---|---|---|',
    ...rows('this build', result.viewports),
    ...(result.compare ? rows(result.compare.label, result.compare.viewports) : []),
  ];
  const b = result.wireBytes;
  lines.push(
    '',
    `Medians over the rounds. The seat map's answer (\`session/?id=${result.session.id}\`) on the wire: ${b.identity} bytes plain, ${b.gzip} gzip, ${b.br} brotli (goal: at most 8 KB = 8192 bytes).`,
    '',
  );
  return lines.join('\n');
}

async function serve(distDir) {
  const dataDir = makeDataDir('softkino-bench-press-');
  const env = distDir ? { DIST_DIR: path.resolve(distDir) } : {};
  const server = await startServer({ dataDir, env, timeoutMs: 300_000 });
  return {
    server,
    async stop() {
      await server.stop();
      removeDir(dataDir);
    },
  };
}

const main = await serve();
const other = COMPARE_DIST ? await serve(COMPARE_DIST) : null;
let browser;
try {
  const session = await findBigHallSession(main.server.baseUrl);
  const otherSession = other ? await findBigHallSession(other.server.baseUrl) : null;
  const bytes = await wireBytes(main.server.baseUrl, session.id);
  const load = loadavg().map((x) => Math.round(x * 100) / 100);
  browser = await launchChromium();
  const mine = Object.fromEntries(Object.keys(VIEWPORTS).map((n) => [n, []]));
  const theirs = Object.fromEntries(Object.keys(VIEWPORTS).map((n) => [n, []]));
  for (let r = 0; r < ROUNDS; r++)
    for (const name of Object.keys(VIEWPORTS)) {
      mine[name].push(await measureRound(browser, main.server.baseUrl, session, name));
      if (other && otherSession)
        theirs[name].push(await measureRound(browser, other.server.baseUrl, otherSession, name));
    }
  const result = {
    date: new Date().toISOString(),
    small,
    rounds: ROUNDS,
    goalMs: GOAL_MS,
    loadAverage: load,
    cpus: cpus().length,
    session,
    wireBytes: bytes,
    viewports: Object.keys(VIEWPORTS).map((n) => summarise(n, mine[n])),
    compare: other
      ? {
          label: COMPARE_LABEL,
          distDir: COMPARE_DIST,
          viewports: Object.keys(VIEWPORTS).map((n) => summarise(n, theirs[n])),
        }
      : null,
  };
  mkdirSync(resultsDir, { recursive: true });
  writeFileSync(path.join(resultsDir, 'press-to-map.json'), JSON.stringify(result, null, 2) + '\n');
  writeFileSync(path.join(resultsDir, 'press-to-map.md'), table(result));
  console.log(table(result));
} finally {
  await browser?.close();
  await main.stop();
  await other?.stop();
}
