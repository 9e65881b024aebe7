// Prints each phase's time (npm test's from artifacts/test-results/phases.json, .ci/run's own
// steps from CI_STEP_SECONDS="name=seconds;…"), then one plain closing line per Vitest run
// ("unit: 1252 passed, 0 failed") from the JSON reports, each with its slowest files (what a
// change to the suite's time should look at first), and exits 1 when a report is missing, so CI
// never counts a run that did not happen.
import { existsSync, readFileSync } from 'node:fs';
import { relative } from 'node:path';

const phasesPath = 'artifacts/test-results/phases.json';
const phases = existsSync(phasesPath) ? JSON.parse(readFileSync(phasesPath, 'utf8')) : [];
const steps = (process.env.CI_STEP_SECONDS ?? '')
  .split(';')
  .filter(Boolean)
  .map((pair) => {
    const [name, seconds] = pair.split('=');
    return { name, seconds: Number(seconds) };
  });
for (const { name, seconds } of [...steps.filter((s) => s.name !== 'storybook'), ...phases, ...steps.filter((s) => s.name === 'storybook')]) {
  console.log(`time: ${name.padEnd(36)} ${String(seconds).padStart(7)} s`);
}

const SLOWEST = 5;

/** The report's `count` longest files, in seconds from their start to their end, relative to here. */
function slowest(files, count) {
  return files
    .map((file) => ({ path: relative(process.cwd(), file.name), seconds: Math.round((file.endTime - file.startTime) / 100) / 10 }))
    .filter((file) => Number.isFinite(file.seconds))
    .sort((a, b) => b.seconds - a.seconds)
    .slice(0, count);
}

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
  for (const file of slowest(report.testResults ?? [], SLOWEST)) {
    console.log(`${name}: slow ${String(file.seconds).padStart(7)} s  ${file.path}`);
  }
}
process.exit(missing ? 1 : 0);
