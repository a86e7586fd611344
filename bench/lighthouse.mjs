// Lighthouse (issue 13): the mobile preset (simulated slow 4G, 4x CPU slowdown) on the pages a
// buyer opens first, against Debian's Chromium, on the real server with a fresh demo database.
// Writes bench/results/lighthouse.json and lighthouse.md.
//
//   node bench/lighthouse.mjs [--small] [--runs 3] [--pages /,/login] [--lhr DIR] [--artifacts DIR]
//
// --pages measures only the listed pages; --lhr DIR keeps every run's full Lighthouse report
// there, to read its audits (long tasks, layout shifts, unused JavaScript...); --artifacts DIR
// keeps every run's trace and network log, for bench/lantern-path.mjs to show what the simulated
// phone waited for. The machine's load
// average is written beside the figures: simulated throttling multiplies the CPU time observed
// on this machine, so a loaded machine reads as a slower page (TBT above all).
//
// The buyer is a returning visitor who has answered the city question (askCity set); /profile
// is opened signed in as the README's demo account. Each page's figures are the median of
// `runs` runs (by performance score). Not a timed test: goals are read from the table.
import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';
import { CHROMIUM_FLAGS, chromiumPath } from '../scripts/chromium.mjs';
import { makeDataDir, removeDir, startServer } from '../scripts/server-process.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const resultsDir = path.resolve(root, process.env.BENCH_RESULTS_DIR ?? 'bench/results');
const small = process.argv.includes('--small');
const runsArg = process.argv.indexOf('--runs');
const RUNS = runsArg >= 0 ? Number(process.argv[runsArg + 1]) : small ? 1 : 3;
const API = '/local/php_interface/api';
// The four pages and the ones later issues added: a film's and a cinema's page, the
// news and a news item, the vacancies, the three about pages, the list of lobby boards; signed
// in, the profile's pages and the demo account's paid order (ORDER_PAGE: its id is read after
// signing in). Not here: a lobby board itself (a TV's page, not a phone's) and the e-mail's tickets page (the order page's
// header and tickets on a page of its own; its token exists only once a mail was sent).
const ORDER_PAGE = '/order/<demo>';
const GUEST_PAGES = small
  ? ['/']
  : [
      '/',
      '/afisha',
      '/login',
      '/film/severnyj-veter',
      '/cinema/ekb-grinvich',
      '/news',
      '/news/we-are-hiring',
      '/vacancies',
      '/about/bonus',
      '/about/pd',
      '/about/pushkin',
      '/about/rules',
      '/lobby',
    ];
const SIGNED_IN_PAGES = small
  ? []
  : ['/profile', '/profile/bonuses', '/profile/wishlist', '/profile/settings', ORDER_PAGE];
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
// --lhr DIR: also keep every run's full Lighthouse report (for reading its audits).
const lhrArg = process.argv.indexOf('--lhr');
const LHR_DIR = lhrArg >= 0 ? path.resolve(process.argv[lhrArg + 1]) : null;
const pageArg = process.argv.indexOf('--pages');
const ONLY = pageArg >= 0 ? new Set(process.argv[pageArg + 1].split(',')) : null;
const artifactsArg = process.argv.indexOf('--artifacts');
const ARTIFACTS_DIR = artifactsArg >= 0 ? path.resolve(process.argv[artifactsArg + 1]) : null;

/** A file name for one run of the page at `url`. */
function runName(url) {
  return new URL(url).pathname.replace(/\W+/g, '_') + `-${Date.now()}`;
}

/**
 * Puts the visitor's state into the browser: the city answered, and the sign-in when asked.
 * Returns the signed-in account's newest paid order's id (null for a guest).
 */
async function prepare(port, baseUrl, signIn) {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const context = browser.contexts()[0];
    const page = await context.newPage();
    await page.goto(`${baseUrl}/robots.txt`);
    await page.evaluate(() => localStorage.setItem('askCity', String(Date.now())));
    if (signIn) {
      const res = await page.request.post(`${baseUrl}${API}/v1/user/loginbypass/`, {
        form: { phone: '79000000000', password: 'Demo123' },
        headers: { origin: baseUrl },
      });
      if (!res.ok()) throw new Error(`demo sign-in failed: ${res.status()} ${await res.text()}`);
      const body = await res.json();
      const userId = body?.data?.user?.user_id;
      await page.evaluate((id) => localStorage.setItem('USER_ID', JSON.stringify(id)), userId);
      const orders = await page.request.get(`${baseUrl}${API}/v2/user/find_user_orders/`);
      const paid = (await orders.json())?.data?.find((o) => o.status === 'paid');
      if (!paid) throw new Error('the demo account has no paid order');
      await page.close();
      return paid.id;
    }
    await page.close();
    return null;
  } finally {
    // Leaves the browser running: only the CDP connection closes.
    await browser.close().catch(() => {});
  }
}

/** Empties the HTTP cache, so every run loads the page as a first visit does (storage stays). */
async function clearCache(port) {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const context = browser.contexts()[0];
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.clearBrowserCache');
    await page.close();
  } finally {
    await browser.close().catch(() => {});
  }
}

async function audit(port, url) {
  await clearCache(port);
  const name = runName(url);
  // Gathers, saves the artifacts there, then audits them (Lighthouse's -GA).
  const artifactsDir = ARTIFACTS_DIR ? path.join(ARTIFACTS_DIR, name) : undefined;
  const result = await lighthouse(
    url,
    {
      port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: CATEGORIES,
      // Keep the state prepare() put in (the city answer, the sign-in); the HTTP cache is
      // emptied before each run by clearCache().
      disableStorageReset: true,
      gatherMode: artifactsDir,
      auditMode: artifactsDir,
    },
    undefined,
  );
  const lhr = result.lhr;
  if (LHR_DIR) {
    mkdirSync(LHR_DIR, { recursive: true });
    writeFileSync(path.join(LHR_DIR, `${name}.json`), JSON.stringify(lhr));
  }
  const score = (c) => Math.round((lhr.categories[c]?.score ?? 0) * 100);
  const audits = lhr.audits;
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    lcpMs: Math.round(audits['largest-contentful-paint']?.numericValue ?? NaN),
    fcpMs: Math.round(audits['first-contentful-paint']?.numericValue ?? NaN),
    tbtMs: Math.round(audits['total-blocking-time']?.numericValue ?? NaN),
    cls: Math.round((audits['cumulative-layout-shift']?.numericValue ?? NaN) * 1000) / 1000,
    transferKB: Math.round((audits['total-byte-weight']?.numericValue ?? NaN) / 1024),
    // Every request of the page's load (decision 426: on a phone's six HTTP/1.1 connections each
    // small file takes a connection for a round trip while the big scripts still download).
    requests: audits['network-requests']?.details?.items?.length ?? null,
    lcpElement:
      audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node?.snippet,
  };
}

function medianByScore(runs) {
  const sorted = [...runs].sort((a, b) => a.performance - b.performance);
  return sorted[sorted.length >> 1];
}

const dataDir = makeDataDir('softkino-bench-lighthouse-');
const server = await startServer({ dataDir, timeoutMs: 300_000 });
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROME_PATH ?? chromiumPath(),
  chromeFlags: CHROMIUM_FLAGS,
});
const rows = [];
const loadBefore = loadavg().map((n) => +n.toFixed(2));
try {
  for (let [pages, signIn] of [
    [GUEST_PAGES, false],
    [SIGNED_IN_PAGES, true],
  ]) {
    pages = ONLY ? pages.filter((p) => ONLY.has(p)) : pages;
    if (pages.length === 0) continue;
    const orderId = await prepare(chrome.port, server.baseUrl, signIn);
    pages = pages.map((p) => (p === ORDER_PAGE ? `/order/${orderId}` : p));
    for (const page of pages) {
      const runs = [];
      for (let i = 0; i < RUNS; i++) runs.push(await audit(chrome.port, server.baseUrl + page));
      rows.push({ page, signedIn: signIn, runs: RUNS, ...medianByScore(runs) });
      console.log(page, JSON.stringify(rows.at(-1)));
    }
  }
} finally {
  await chrome.kill();
  await server.stop();
  removeDir(dataDir);
}

const loadAfter = loadavg().map((n) => +n.toFixed(2));
const result = {
  generatedAt: new Date().toISOString(),
  small,
  loadAverage: { before: loadBefore, after: loadAfter },
  rows,
};
mkdirSync(resultsDir, { recursive: true });
writeFileSync(path.join(resultsDir, 'lighthouse.json'), JSON.stringify(result, null, 2) + '\n');
const md = [
  '# Lighthouse, mobile preset',
  '',
  `Generated by \`node bench/lighthouse.mjs${small ? ' --small' : ''}\` on ${result.generatedAt}: lighthouse ${'12'} (mobile: simulated slow 4G, 4x CPU slowdown) against Debian's Chromium, median of ${RUNS} run(s) per page. Goals: performance ≥ 95, LCP ≤ 2.5 s, CLS ≤ 0.05, the other three categories 100.`,
  '',
  `Machine load average (1, 5, 15 min) on ${cpus().length} cores: ${loadBefore.join(', ')} before, ${loadAfter.join(', ')} after. Simulated throttling multiplies the CPU time observed here by 4, so load inflates TBT above all.`,
  '',
  '| page | performance | accessibility | best practices | SEO | LCP, ms | FCP, ms | TBT, ms | CLS | transfer, KB | requests |',
  '|---|--:|--:|--:|--:|--:|--:|--:|--:|--:|--:|',
  ...rows.map(
    (r) =>
      `| ${r.page}${r.signedIn ? ' (signed in)' : ''} | ${r.performance} | ${r.accessibility} | ${r.bestPractices} | ${r.seo} | ${r.lcpMs} | ${r.fcpMs} | ${r.tbtMs} | ${r.cls} | ${r.transferKB} | ${r.requests ?? '–'} |`,
  ),
  '',
].join('\n');
writeFileSync(path.join(resultsDir, 'lighthouse.md'), md);
console.log(md);
