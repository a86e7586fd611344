// Where a run's CPU goes, by kind of process (decisions 419, 486): every 2 s, the user and system
// time of each process in /proc, added up by a label read from its command line (Chromium's
// renderer, GPU and browser processes, vitest, the server, tsc...). Linux only.
//
//   node scripts/cpu-by-process.mjs OUT.json & npm test; kill %1
//
// OUT.json is rewritten at each sample: [[label, CPU-s], ...], the most first. Processes that
// live under 2 s are missed; those running when it starts count from their own start.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';

const out = process.argv[2] ?? 'cpu-by-process.json';
const TICKS_PER_SECOND = 100;

/** The kind of process `pid` is, from its command line; null once it has gone. */
function label(pid) {
  let cmd;
  try {
    cmd = readFileSync(`/proc/${pid}/cmdline`, 'utf8').replace(/\0/g, ' ');
  } catch {
    return null;
  }
  if (/chrom/.test(cmd)) return `chromium:${/--type=([a-z-]+)/.exec(cmd)?.[1] ?? 'browser'}`;
  const kinds = [
    ['lighthouse', /lighthouse/],
    ['vitest', /vitest/],
    ['server', /main\.mjs|server\/src\/main/],
    ['postgres', /postgres/],
    ['tsc', /\btsc\b/],
    ['eslint', /eslint/],
    ['prettier', /prettier/],
    ['vite', /vite build|vite\.js/],
  ];
  const kind = kinds.find(([, pattern]) => pattern.test(cmd));
  if (kind) return kind[0];
  const bench = /bench\/\S+/.exec(cmd);
  if (bench) return `bench:${bench[0]}`;
  return `${/node/.test(cmd) ? 'node' : 'other'}:${cmd.slice(0, 60).trim()}`;
}

const seen = new Map();
const totals = new Map();

function sample() {
  for (const pid of readdirSync('/proc')) {
    if (!/^\d+$/.test(pid)) continue;
    let stat;
    try {
      stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    } catch {
      continue;
    }
    // After the command's ')': state is field 0, utime 11, stime 12, start time 19.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const ticks = Number(fields[11]) + Number(fields[12]);
    const key = `${pid}:${fields[19]}`;
    let entry = seen.get(key);
    if (!entry) {
      const kind = label(pid);
      if (kind === null) continue;
      entry = { ticks: 0, kind };
      seen.set(key, entry);
    }
    totals.set(
      entry.kind,
      (totals.get(entry.kind) ?? 0) + (ticks - entry.ticks) / TICKS_PER_SECOND,
    );
    entry.ticks = ticks;
  }
  const rows = [...totals].sort((a, b) => b[1] - a[1]).map(([k, v]) => [k, Math.round(v)]);
  writeFileSync(out, `${JSON.stringify(rows)}\n`);
}

sample();
setInterval(sample, 2000);
