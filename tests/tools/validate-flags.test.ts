/**
 * `portal validate` on flag definitions: what flagd's format allows but the portal cannot use,
 * each at its line; flagd's documented example passes as it is; the portal's own definitions
 * pass flagd's own schema (checked by @openfeature/flagd-core).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { MemoryStorage } from '@openfeature/flagd-core';
import { validateConfig } from '../../tools/config/validate.ts';
import { loadFlagDefinitions } from '../../src/node/flags/definitions.ts';
import { repoRoot } from '../support/config.ts';

const ROLLOUT = 'tests/fixtures/broken-config/flags/flags/rollout.yaml';
const DOCS = 'tests/fixtures/broken-config/flags/flags/flagd-docs.yaml';

function lineOf(file: string, needle: string): number {
  return (
    readFileSync(join(repoRoot, file), 'utf8')
      .split('\n')
      .findIndex((line) => line.includes(needle)) + 1
  );
}

describe('validate knows flags', () => {
  const { problems } = validateConfig({ repoRoot, overlay: [ROLLOUT] });
  const found = problems.map((p) => `${p.line} ${p.code}`);

  it('reports mixed variant types, a default variant and a targeting result that are no variant, shares not adding to 100, an unknown fact and an unknown shared rule, at their lines', () => {
    expect(found).toEqual(
      expect.arrayContaining([
        `${lineOf(ROLLOUT, 'variants: { "on": true, v2')} FLAG_VARIANT_TYPE`,
        `${lineOf(ROLLOUT, 'defaultVariant: offf')} FLAG_DEFAULT_VARIANT`,
        `${lineOf(ROLLOUT, 'fractional: [["on", 10]')} FLAG_FRACTIONAL_SPLIT`,
        `${lineOf(ROLLOUT, '"onn"')} FLAG_UNKNOWN_VARIANT`,
        `${lineOf(ROLLOUT, 'var: countryCode')} FLAG_UNKNOWN_FACT`,
        `${lineOf(ROLLOUT, '$ref: nobody')} FLAG_UNKNOWN_EVALUATOR`,
        `${lineOf(ROLLOUT, '  paymentMethods:')} FLAG_DUPLICATE`,
      ]),
    );
    const byCode = Object.fromEntries(problems.map((p) => [p.code, p.message]));
    expect(byCode.FLAG_DEFAULT_VARIANT).toContain('did you mean "off"?');
    expect(byCode.FLAG_FRACTIONAL_SPLIT).toContain('add up to 90, not 100');
    expect(byCode.FLAG_UNKNOWN_FACT).toContain('did you mean "country"?');
    expect(byCode.FLAG_DUPLICATE).toContain('config/flags/portal.yaml');
    expect(problems.every((p) => p.file === ROLLOUT)).toBe(true);
  });

  it("accepts flagd's documented example as it is", () => {
    expect(validateConfig({ repoRoot, overlay: [DOCS] }).problems).toEqual([]);
  });

  it('a definition flagd would refuse is a finding at its place', () => {
    const { problems: refused } = validateConfig({ repoRoot, overlay: ['tests/fixtures/broken-config/flags-flagd/flags/refused.yaml'] });
    expect(refused.map((p) => `${p.line} ${p.code}`)).toEqual([
      `${lineOf('tests/fixtures/broken-config/flags-flagd/flags/refused.yaml', '"starts_with": ["x"]')} FLAGD_SCHEMA`,
    ]);
  });

  it('shared rules that each use the one before twice are refused at the size bound named rules have, at once', () => {
    const file = 'tests/fixtures/broken-config/flags-fanout/flags/fanout.yaml';
    const { problems: refused } = validateConfig({ repoRoot, overlay: [file] });
    // Where the bound is first passed only: level9 has 2^9 copies of level0's five values, level10 twice that.
    expect(refused.map((p) => `${p.line} ${p.code}`)).toEqual([`${lineOf(file, '  level8:')} RULE_TOO_LARGE`]);
  });

  it("the portal's own definitions pass flagd's schema in @openfeature/flagd-core unchanged", () => {
    const storage = new MemoryStorage({ error: () => undefined, warn: () => undefined, info: () => undefined, debug: () => undefined });
    expect(() => storage.setConfigurations(JSON.stringify(loadFlagDefinitions(repoRoot).set), true)).not.toThrow();
    expect(storage.getFlags().size).toBeGreaterThan(10);
  });
});

describe('validate names a flag the TypeScript code reads when its code table step is missing', () => {
  it('a flag the code reads, given other variants or removed from config/flags/, is a finding by name; a new flag only rules read is none', async () => {
    const { cpSync, mkdtempSync, rmSync, writeFileSync } = await import('node:fs');
    const { tmpdir } = await import('node:os');
    const copy = mkdtempSync(join(tmpdir(), 'code-flags-'));
    try {
      cpSync(join(repoRoot, 'config'), join(copy, 'config'), { recursive: true });
      const file = join(copy, 'config', 'flags', 'portal.yaml');
      const text = readFileSync(file, 'utf8')
        .replace(
          /(  pensionLogout:\n    state: ENABLED\n    variants: )\{ "on": true, "off": false \}\n    defaultVariant: "off"/,
          '$1{ old: old, new: new }\n    defaultVariant: old',
        )
        .replace(/  multiContext:\n[\s\S]*?(?=\n  userManagementLogout:)/, '')
        .replace(
          /^flags:\n/m,
          'flags:\n  rulesOnlyFlag:\n    state: ENABLED\n    variants: { "on": true, "off": false }\n    defaultVariant: "off"\n    metadata:\n      description: Read by rules only.\n',
        );
      writeFileSync(file, text);
      const { problems } = validateConfig({ repoRoot, configDir: join(copy, 'config') });
      const messages = problems.filter((p) => p.code === 'FLAG_CODE_TABLE').map((p) => p.message);
      expect(messages).toEqual([
        expect.stringMatching(/^flag "multiContext" is read by TypeScript .* does not define it/),
        expect.stringMatching(/^flag "pensionLogout" is read by TypeScript as boolean .* config\/flags\/ makes it one of old, new .*write-schemas/),
      ]);
      expect(problems.map((p) => p.code)).toEqual(['FLAG_CODE_TABLE', 'FLAG_CODE_TABLE']);
    } finally {
      rmSync(copy, { recursive: true, force: true });
    }
  }, 120_000);
});
