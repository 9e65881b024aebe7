// Prints each phase's time (npm test's from artifacts/test-results/phases.json, .ci/run's own
// steps from CI_STEP_SECONDS="name=seconds;…"), then one plain closing line per Vitest run
// ("unit: 1252 passed, 0 failed") from the JSON reports, and exits 1 when a report is missing,
// so CI never counts a run that did not happen.
import { existsSync, readFileSync } from 'node:fs';

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
