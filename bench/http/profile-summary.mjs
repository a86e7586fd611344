// `node bench/http/profile-summary.mjs FILE.cpuprofile [N]`: where a CPU profile's time went,
// by self time per function and per package (node_modules/<name>, the project's own files).
import { readFileSync } from 'node:fs';

const [file, top = '25'] = process.argv.slice(2);
const profile = JSON.parse(readFileSync(file, 'utf8'));
const byId = new Map(profile.nodes.map((n) => [n.id, n]));
const self = new Map();
const dt = profile.timeDeltas;
profile.samples.forEach((id, i) => self.set(id, (self.get(id) ?? 0) + (dt[i] ?? 0)));
const total = [...self.values()].reduce((a, b) => a + b, 0);
const fns = new Map();
const pkgs = new Map();
for (const [id, us] of self) {
  const { callFrame: f } = byId.get(id);
  const where = f.url.replace(/^file:\/\//, '');
  const key = `${f.functionName || '(anonymous)'} ${where.split('/').slice(-2).join('/')}:${f.lineNumber + 1}`;
  fns.set(key, (fns.get(key) ?? 0) + us);
  const m = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(where);
  const pkg = m
    ? m[1]
    : where.includes('/server/')
      ? 'server (own code)'
      : where.includes('/packages/')
        ? 'contract'
        : where
          ? `node:${where.split('/').pop()}`
          : f.functionName || '(native)';
  pkgs.set(pkg, (pkgs.get(pkg) ?? 0) + us);
}
const show = (map, n) =>
  [...map]
    .sort((a, b) => b[1] - a[1])
    .slice(0, n)
    .map(([k, us]) => `${((us / total) * 100).toFixed(1).padStart(5)} %  ${k}`)
    .join('\n');
console.log(
  `total ${(total / 1e6).toFixed(1)} s sampled\n\nby package:\n${show(pkgs, 20)}\n\nby function:\n${show(fns, Number(top))}`,
);
