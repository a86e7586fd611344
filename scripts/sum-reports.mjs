// Sums vitest JSON reports into the closing line CI reads: "N passed, N failed, N skipped".
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const dir = process.argv[2] ?? '.tmp/reports';
let passed = 0;
let failed = 0;
let skipped = 0;
for (const file of readdirSync(dir).filter((f) => f.endsWith('.json'))) {
  const report = JSON.parse(readFileSync(join(dir, file), 'utf8'));
  passed += report.numPassedTests ?? 0;
  failed += (report.numFailedTests ?? 0) + (report.numFailedTestSuites ?? 0);
  skipped += (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
  console.log(
    `${file.replace('.json', '')}: ${report.numPassedTests} passed, ${report.numFailedTests} failed`,
  );
}
// node's test runner (TAP): its closing "# pass N" / "# fail N" lines.
for (const file of readdirSync(dir).filter((f) => f.endsWith('.tap'))) {
  const tap = readFileSync(join(dir, file), 'utf8');
  const count = (word) => Number(tap.match(new RegExp(`^# ${word} (\\d+)$`, 'm'))?.[1] ?? 0);
  passed += count('pass');
  failed += count('fail');
  skipped += count('skipped') + count('todo');
  console.log(`${file.replace('.tap', '')}: ${count('pass')} passed, ${count('fail')} failed`);
}
console.log(`${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(failed > 0 || passed === 0 ? 1 : 0);
