// Sums vitest JSON reports into the closing line CI reads: "N passed, N failed, N skipped".
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const dir = process.argv[2] ?? '.tmp/reports';
let passed = 0;
let failed = 0;
let skipped = 0;
/** @type {string[]} */
const failures = [];

/**
 * The failed tests of one vitest JSON report, each as its file, name and the first lines of its
 * error: CI shows only the tail of the output, so the closing lines must name what failed.
 */
function failuresOf(name, report) {
  const lines = [];
  for (const file of report.testResults ?? []) {
    const where = String(file.name ?? '').replace(process.cwd() + '/', '');
    const failed = (file.assertionResults ?? []).filter((t) => t.status === 'failed');
    for (const test of failed) {
      const message = (test.failureMessages ?? []).join('\n').split('\n').slice(0, 6);
      lines.push(`${name}: ${where} > ${test.fullName}`, ...message.map((l) => `    ${l}`));
    }
    if (failed.length === 0 && file.status === 'failed') {
      const message = String(file.message ?? '')
        .split('\n')
        .slice(0, 6);
      lines.push(`${name}: ${where} (the file failed)`, ...message.map((l) => `    ${l}`));
    }
  }
  return lines;
}
for (const file of readdirSync(dir).filter((f) => f.endsWith('.json'))) {
  const report = JSON.parse(readFileSync(join(dir, file), 'utf8'));
  passed += report.numPassedTests ?? 0;
  failed += (report.numFailedTests ?? 0) + (report.numFailedTestSuites ?? 0);
  skipped += (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
  console.log(
    `${file.replace('.json', '')}: ${report.numPassedTests} passed, ${report.numFailedTests} failed`,
  );
  failures.push(...failuresOf(file.replace('.json', ''), report));
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
for (const file of readdirSync(dir).filter((f) => f.endsWith('.tap'))) {
  const tap = readFileSync(join(dir, file), 'utf8');
  for (const m of tap.matchAll(/^not ok \d+ - (.*)$/gm)) failures.push(`${file}: ${m[1]}`);
}
if (failures.length > 0) console.log(['what failed:', ...failures].join('\n'));
console.log(`${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(failed > 0 || passed === 0 ? 1 : 0);
