/**
 * The flag thread's time limit on evaluations (server/flags/flag-store.ts): a thread that takes
 * too long to evaluate (here: building the evaluator of a large definitions file) is stopped, the
 * request it held answered as unavailable rather than left waiting, and a new thread serves the
 * next edit at once.
 */
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { flagStore, FlagsUnavailable } from '../../../server/flags/flag-store.ts';

/** Forty flags of a rule near the size bound each: reads in a fraction of a second, but the evaluator of them takes about a second to build. */
function largeDefinitions(): string {
  const comparisons = Array.from({ length: 195 }, () => '{ "==": [{ var: country }, XX] }').join(', ');
  const flag = (n: number) =>
    `  large${n}:\n    state: ENABLED\n    variants: { "on": true, "off": false }\n    defaultVariant: "off"\n    targeting: { if: [{ or: [${comparisons}] }, "on", "off"] }\n`;
  return `flags:\n${Array.from({ length: 40 }, (_, n) => flag(n)).join('')}`;
}

const SMALL = 'flags:\n  small:\n    state: ENABLED\n    variants: { "on": true, "off": false }\n    defaultVariant: "on"\n';

const configDir = mkdtempSync(join(tmpdir(), 'flag-thread-limits-'));
afterAll(() => rmSync(configDir, { recursive: true, force: true }));

it('stops an evaluation that takes longer than its limit, refuses what it held, and serves the next edit from a new thread', async () => {
  mkdirSync(join(configDir, 'flags'));
  writeFileSync(join(configDir, 'flags', 'flags.yaml'), largeDefinitions());
  const warnings: string[] = [];
  // The answer's own limit far above the evaluation's: a refusal can only be the evaluation's.
  const store = flagStore(configDir, configDir, (message) => warnings.push(message), { evaluationTimeoutMs: 100, answerTimeoutMs: 60_000 });
  try {
    const refused = await store.evaluate(null, {}).then(
      () => 'answered',
      (error: unknown) => error,
    );
    expect(refused).toBeInstanceOf(FlagsUnavailable);
    expect(warnings.join('\n')).toContain('an evaluation took longer than 0.1 s and was stopped');

    writeFileSync(join(configDir, 'flags', 'flags.yaml'), SMALL);
    let keys: string[] = [];
    for (let i = 0; i < 100 && keys.join() !== 'small'; i++) {
      keys = (await store.evaluate(null, {}).catch(() => ({ evaluations: [] }))).evaluations.map((evaluation) => evaluation.key);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(keys).toEqual(['small']);
  } finally {
    store.close();
  }
});
