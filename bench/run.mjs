// `npm run bench`: every benchmark in one run. `--small` (CI) keeps them short: they prove the
// benchmarks still work; speed is never asserted.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const args = process.argv.slice(2);
const suites = [
  ['bench/budget.mjs', 'bundle budget and start-up time'],
  ['bench/scheme/run.mjs', 'scheme engine against the alternatives'],
  ['bench/http/playbill.mjs', 'the playbill under load against the same bytes from memory'],
  ['bench/http/create-order.mjs', 'create_order under load against the bare hold transaction'],
  ['bench/press-to-map.mjs', 'pressing a session to its seat map drawn (1,187 seats)'],
  ['bench/lobby.mjs', 'the lobby board of 40 cards: first paint, heap over 500 refreshes'],
  ['bench/lighthouse.mjs', 'Lighthouse mobile on the first pages'],
  ['bench/posters.mjs', 'poster variants: bytes and decoding, AVIF against WebP'],
  ['bench/first-parse.mjs', "a reply's first parse: zod with its JIT and without"],
];
let failed = false;
for (const [file, what] of suites) {
  if (!existsSync(file)) continue;
  console.log(`\n--- bench: ${what} (${[file, ...args].join(' ')})`);
  // Every argument goes to every suite (`--small`, `--seats 3000,30000`); each reads its own.
  const started = Date.now();
  const res = spawnSync(process.execPath, [file, ...args], { stdio: 'inherit' });
  // CI's whole run must stay under 20 minutes: each suite says what it cost.
  console.log(`--- ${file} took ${Math.round((Date.now() - started) / 1000)} s`);
  if (res.status !== 0) {
    console.error(`bench ${file} failed with ${res.status}`);
    failed = true;
  }
}
process.exit(failed ? 1 : 0);
