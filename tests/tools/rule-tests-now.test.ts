// Rule tests of a scheduled change: `given: { now }` resolves the test at that time,
// in the market's time zone of each locale the test runs in.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { formatExplanation } from '../../src/engine/explain/format.ts';
import { loadTestFiles } from '../../tools/rule-tests/load.ts';
import { executeRuns, prepareRuns } from '../../tools/rule-tests/run.ts';
import { compiledConfig, repoRoot } from '../support/config.ts';
import type { CompiledConfig, CompiledMenuItem } from '../../src/engine/config/compiled.ts';

const dir = mkdtempSync(join(tmpdir(), 'rule-tests-now-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** The shipped config with the payment-methods item of de-de shown from 1 December 2026, 08:00 market time. */
function scheduledConfig(): CompiledConfig {
  const config = structuredClone(compiledConfig());
  const from = { '>=': [{ var: 'now.iso' }, '2026-12-01T08:00'] };
  const item = config.menus['de-de']!.account.find((i: CompiledMenuItem) => i.id === 'payment-methods')!;
  item.rule = { original: from, logic: from, source: null };
  return config;
}

function run(body: string) {
  const path = join(dir, `case-${Math.random().toString(36).slice(2)}.yaml`);
  writeFileSync(path, `# yaml-language-server: $schema=../../schemas/rule-tests.schema.json\n${body}`);
  const config = scheduledConfig();
  const { files, problems: loadProblems } = loadTestFiles(repoRoot, [path]);
  const { runs, problems } = prepareRuns(repoRoot, files, config);
  const results = executeRuns(config, runs);
  return { problems: [...loadProblems, ...problems], failures: results.flatMap((r) => r.failures), runs: results.length };
}

describe('a rule test with given now', () => {
  it('sees a scheduled item from its time on, in the market time of the locale, and not before', () => {
    const { problems, failures, runs } = run(`tests:
  - name: before the launch, nobody sees payment methods
    persona: payment-methods-de
    given: { now: "2026-12-01T07:59" }
    expect: { account: { hidden: [payment-methods] } }
  - name: from 08:00 Berlin time they see it
    persona: payment-methods-de
    given: { now: "2026-12-01T08:00" }
    expect: { account: { shown: [payment-methods] } }
  - name: 07:00 UTC is 08:00 in Berlin
    persona: payment-methods-de
    given: { now: "2026-12-01T07:00:00Z" }
    expect: { account: { shown: [payment-methods] } }
  - name: 06:59 UTC is 07:59 in Berlin
    persona: payment-methods-de
    given: { now: "2026-12-01T06:59Z" }
    expect: { account: { hidden: [payment-methods] } }
`);
    expect(problems).toEqual([]);
    expect(runs).toBe(4);
    expect(failures).toEqual([]);
  });

  it('fails, with the time in the trace, when the expectation does not hold at that time', () => {
    const { problems, failures } = run(`tests:
  - name: the launch moved
    persona: payment-methods-de
    given: { now: "2026-11-30T12:00" }
    expect: { account: { shown: [payment-methods] } }
`);
    expect(problems).toEqual([]);
    expect(failures).toHaveLength(1);
    const trace = failures[0]!.explanations.map(formatExplanation).join('\n');
    expect(trace).toContain('now.iso');
    expect(trace).toContain('2026-11-30T12:00:00+01:00');
  });

  it('refuses a time that is not one, as a malformed test', () => {
    const { problems } = run(`tests:
  - name: a typo in the time
    persona: payment-methods-de
    given: { now: "1 December" }
    expect: { account: { shown: [payment-methods] } }
`);
    expect(problems.length).toBeGreaterThan(0);
    expect(problems.map((p) => p.message).join('\n')).toMatch(/now/);
  });
});
