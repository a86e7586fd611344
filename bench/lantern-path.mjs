// What Lighthouse's simulated phone waited for (issue 13): reads the artifacts of one run kept by
// `node bench/lighthouse.mjs --artifacts DIR` and replays Lantern's simulation of its first and
// largest contentful paints (the mobile preset: slow 4G, 4x CPU), printing each request of the
// simulated graph with its priority, its observed start and its simulated start and end, and the
// main thread's tasks that the graph keeps. A diagnostic, not a benchmark: it writes no results.
//
//   node bench/lantern-path.mjs DIR/<run> [--metric lcp|fcp|both] [--cpu-ms 10]
//
// Lantern estimates a metric from two graphs: the optimistic one keeps only the requests that
// block rendering (and the paint's own image), the pessimistic one every request that ended
// before the observed paint; the reported figure is a weighted mix of the two simulations
// (docs/decisions/422 and 423 for what this explained on the order and account pages).
import path from 'node:path';
import { loadArtifacts } from 'lighthouse/core/lib/asset-saver.js';
import { defaultSettings } from 'lighthouse/core/config/constants.js';
import { LanternFirstContentfulPaint } from 'lighthouse/core/computed/metrics/lantern-first-contentful-paint.js';
import { LanternLargestContentfulPaint } from 'lighthouse/core/computed/metrics/lantern-largest-contentful-paint.js';

const dir = process.argv[2];
if (!dir) {
  console.error(
    'usage: node bench/lantern-path.mjs DIR/<run> [--metric lcp|fcp|both] [--cpu-ms 10]',
  );
  process.exit(2);
}
const arg = (name, fallback) => {
  const i = process.argv.indexOf(name);
  return i >= 0 ? process.argv[i + 1] : fallback;
};
const metric = arg('--metric', 'lcp');
const cpuMs = Number(arg('--cpu-ms', '10'));

const artifacts = loadArtifacts(path.resolve(dir));
const settings = { ...defaultSettings, ...(artifacts.settings ?? {}) };
const context = { computedCache: new Map(), settings, options: {} };
const data = {
  trace: artifacts.Trace,
  devtoolsLog: artifacts.DevtoolsLog,
  gatherContext: artifacts.GatherContext,
  settings,
  URL: artifacts.URL,
  SourceMaps: artifacts.SourceMaps,
  simulator: null,
};

const ms = (n) => (Number.isFinite(n) ? Math.round(n) : '-');
const shortUrl = (url) => {
  try {
    const u = new URL(url);
    return (u.pathname + u.search).replace(/^\/static\/assets\//, '').slice(0, 70);
  } catch {
    return String(url).slice(0, 70);
  }
};

function printEstimate(label, estimate, observedOrigin) {
  console.log(`\n  ${label}: ${ms(estimate.timeInMs)} ms`);
  const rows = [...estimate.nodeTimings.entries()].sort((a, b) => a[1].startTime - b[1].startTime);
  for (const [node, timing] of rows) {
    if (node.type === 'network') {
      const r = node.request;
      const observed = r.rendererStartTime - observedOrigin;
      console.log(
        `    net ${String(ms(timing.startTime)).padStart(5)}-${String(ms(timing.endTime)).padEnd(5)} ` +
          `${(r.priority ?? '').padEnd(8)} obs ${String(ms(observed)).padStart(5)} ` +
          `${String(Math.round((r.transferSize ?? 0) / 1024)).padStart(4)} KB  ${shortUrl(r.url)}`,
      );
    } else if (timing.endTime - timing.startTime >= cpuMs) {
      const top = (node.childEvents ?? [])
        .filter((e) => e.dur >= cpuMs * 250)
        .slice(0, 3)
        .map((e) => `${e.name}${e.args?.data?.url ? ` ${shortUrl(e.args.data.url)}` : ''}`)
        .join(', ');
      console.log(
        `    cpu ${String(ms(timing.startTime)).padStart(5)}-${String(ms(timing.endTime)).padEnd(5)} ` +
          `${ms(timing.endTime - timing.startTime)} ms simulated  ${top}`,
      );
    }
  }
}

async function show(name, Computed) {
  const result = await Computed.request(data, context);
  const nodes = [...result.pessimisticEstimate.nodeTimings.keys()];
  const origin = Math.min(
    ...nodes.filter((n) => n.type === 'network').map((n) => n.request.rendererStartTime),
  );
  console.log(
    `${name}: ${ms(result.timing)} ms (optimistic ${ms(result.optimisticEstimate.timeInMs)}, ` +
      `pessimistic ${ms(result.pessimisticEstimate.timeInMs)})`,
  );
  printEstimate('optimistic graph', result.optimisticEstimate, origin);
  printEstimate('pessimistic graph', result.pessimisticEstimate, origin);
}

console.log(`${artifacts.URL?.finalDisplayedUrl ?? dir}`);
if (metric === 'fcp' || metric === 'both') await show('FCP', LanternFirstContentfulPaint);
if (metric === 'lcp' || metric === 'both') await show('LCP', LanternLargestContentfulPaint);
