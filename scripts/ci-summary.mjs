// Prints one "N passed, N failed, N skipped" line per suite and a total, from the JSON
// reports of Vitest and Playwright, so CI logs end with a plain summary.
import fs from 'node:fs';
import path from 'node:path';

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
  total = {
    passed: total.passed + counts.passed,
    failed: total.failed + counts.failed,
    skipped: total.skipped + counts.skipped,
  };
}
console.log(`total: ${total.passed} passed, ${total.failed} failed, ${total.skipped} skipped`);
