// `npm run bench`: every benchmark in one run. `--small` (CI) keeps them short: they prove the
// benchmarks still work; speed is never asserted.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const small = process.argv.includes('--small');
const suites = [
  ['bench/budget.mjs', 'bundle budget and start-up time'],
  ['bench/scheme/run.mjs', 'scheme engine against the alternatives'],
];
let failed = false;
for (const [file, what] of suites) {
  if (!existsSync(file)) continue;
  console.log(`\n--- bench: ${what} (${file}${small ? ' --small' : ''})`);
  const res = spawnSync(process.execPath, [file, ...(small ? ['--small'] : [])], {
    stdio: 'inherit',
  });
  if (res.status !== 0) {
    console.error(`bench ${file} failed with ${res.status}`);
    failed = true;
  }
}
process.exit(failed ? 1 : 0);
