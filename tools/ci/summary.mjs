// Prints one plain closing line per Vitest run ("unit: 1252 passed, 0 failed") from the JSON
// reports, and exits 1 when a report is missing, so CI never counts a run that did not happen.
import { existsSync, readFileSync } from 'node:fs';

let missing = false;
for (const name of ['unit', 'browser']) {
  const path = `artifacts/test-results/${name}.json`;
  if (!existsSync(path)) {
    console.log(`${name}: no test report at ${path}`);
    missing = true;
    continue;
  }
  const report = JSON.parse(readFileSync(path, 'utf8'));
  console.log(`${name}: ${report.numPassedTests} passed, ${report.numFailedTests} failed`);
}
process.exit(missing ? 1 : 0);
