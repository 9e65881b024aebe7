// CI's last lines (tools/ci/summary.mjs): each phase's time, then per Vitest report its counts and
// its slowest files, so the next change to the suite sees where its time goes.
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

const summaryScript = fileURLToPath(new URL('../../tools/ci/summary.mjs', import.meta.url));

const dir = mkdtempSync(join(tmpdir(), 'ci-summary-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function report(durations: Record<string, number>) {
  return {
    numPassedTests: 9,
    numFailedTests: 1,
    testResults: Object.entries(durations).map(([file, seconds]) => ({ name: join(dir, file), startTime: 1_000, endTime: 1_000 + seconds * 1000 })),
  };
}

function summary(reports: Record<string, unknown>) {
  const results = join(dir, 'artifacts', 'test-results');
  rmSync(results, { recursive: true, force: true });
  mkdirSync(results, { recursive: true });
  for (const [name, content] of Object.entries(reports)) writeFileSync(join(results, name), JSON.stringify(content));
  return spawnSync(process.execPath, [summaryScript], { cwd: dir, encoding: 'utf8', env: { ...process.env, CI_STEP_SECONDS: 'npm ci=41' } });
}

describe('tools/ci/summary.mjs', () => {
  it('prints the times, the counts and the five slowest files of each report, slowest first', () => {
    const files = { 'a.test.ts': 3.04, 'b.test.ts': 61.2, 'c.test.ts': 0.5, 'd.test.ts': 12, 'e.test.ts': 7.77, 'f.test.ts': 1 };
    const run = summary({
      'phases.json': [{ name: 'unit tests', seconds: 380.4, ok: true, exit: 0 }],
      'unit.json': report(files),
      'browser.json': report({ 'x.test.ts': 2 }),
    });
    expect(run.status).toBe(0);
    const lines = run.stdout.trimEnd().split('\n');
    expect(lines.slice(0, 2)).toEqual([`time: ${'npm ci'.padEnd(36)}      41 s`, `time: ${'unit tests'.padEnd(36)}   380.4 s`]);
    expect(lines.filter((l) => l.startsWith('unit: '))).toEqual([
      'unit: 9 passed, 1 failed',
      'unit: slow    61.2 s  b.test.ts',
      'unit: slow      12 s  d.test.ts',
      'unit: slow     7.8 s  e.test.ts',
      'unit: slow       3 s  a.test.ts',
      'unit: slow       1 s  f.test.ts',
    ]);
    expect(lines.filter((l) => l.startsWith('browser: '))).toEqual(['browser: 9 passed, 1 failed', 'browser: slow       2 s  x.test.ts']);
  });

  it('a missing report is named and fails the run', () => {
    const run = summary({ 'unit.json': report({ 'a.test.ts': 1 }) });
    expect(run.status).toBe(1);
    expect(run.stdout).toContain('browser: no test report at artifacts/test-results/browser.json');
  });
});
