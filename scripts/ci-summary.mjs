// Prints one "N passed, N failed, N skipped" line per suite and a total, from the JSON
// reports of Vitest and Playwright, so CI logs end with a plain summary; under each suite, its
// slowest files, the figures for balancing the e2e groups (.ci/run) and for finding where the
// suite's time goes (docs/performance.md §4).
import fs from 'node:fs';
import path from 'node:path';

const SLOWEST = 5;

/** Seconds per file: Vitest's from each file's start and end, Playwright's summed over its runs. */
function fileSeconds(report) {
  const seconds = new Map();
  const add = (file, ms) => seconds.set(file, (seconds.get(file) ?? 0) + ms / 1000);
  for (const result of report.testResults ?? [])
    add(path.relative(process.cwd(), result.name), result.endTime - result.startTime);
  const walk = (suite) => {
    for (const spec of suite.specs ?? [])
      for (const test of spec.tests)
        for (const run of test.results) add(spec.file ?? suite.file, run.duration);
    for (const child of suite.suites ?? []) walk(child);
  };
  for (const suite of report.suites ?? []) walk(suite);
  return [...seconds].sort((a, b) => b[1] - a[1]);
}

let total = { passed: 0, failed: 0, skipped: 0 };
for (const file of process.argv.slice(2)) {
  const report = JSON.parse(fs.readFileSync(file, 'utf8'));
  const counts =
    report.stats?.expected !== undefined
      ? {
          passed: report.stats.expected + (report.stats.flaky ?? 0),
          failed: report.stats.unexpected,
          skipped: report.stats.skipped,
        }
      : {
          passed: report.numPassedTests,
          failed: report.numFailedTests,
          skipped: report.numPendingTests + (report.numTodoTests ?? 0),
        };
  const name = path.basename(file, '.json');
  console.log(`${name}: ${counts.passed} passed, ${counts.failed} failed, ${counts.skipped} skipped`);
  for (const [spec, seconds] of fileSeconds(report).slice(0, SLOWEST))
    console.log(`  ${seconds.toFixed(1).padStart(7)} s  ${spec}`);
  total = {
    passed: total.passed + counts.passed,
    failed: total.failed + counts.failed,
    skipped: total.skipped + counts.skipped,
  };
}
console.log(`total: ${total.passed} passed, ${total.failed} failed, ${total.skipped} skipped`);
