/**
 * A `portal` command keeps its validation of config/ for the next one (tools/config/validation-cache.ts):
 * a kept validation is the same as a fresh one, its source references name the same lines, a
 * changed file is validated again, and without a code version nothing is kept.
 */
import { cpSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { serialize } from 'node:v8';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { validateConfig } from '../../../tools/config/validate.ts';
import { CODE_VERSION_VARIABLE, validationKey } from '../../../tools/config/validation-cache.ts';
import { repoRoot } from '../../support/config.ts';

// A config folder inside the repository (findings and references name files relative to it).
let configDir: string;
beforeAll(() => {
  configDir = mkdtempSync(join(repoRoot, 'node_modules', '.cache', 'validation-cache-test-'));
  cpSync(join(repoRoot, 'config'), configDir, { recursive: true });
});
afterAll(() => rmSync(configDir, { recursive: true, force: true }));
afterEach(() => {
  delete process.env[CODE_VERSION_VARIABLE];
});

const cacheFiles = () => readdirSync(join(repoRoot, 'node_modules', '.cache', 'portal-cli')).filter((name) => name.startsWith('validation-'));

describe('a kept validation', () => {
  it('is the same as a fresh one, down to the lines its rules are written at', () => {
    process.env[CODE_VERSION_VARIABLE] = `test-${process.pid}-a`;
    const fresh = validateConfig({ repoRoot, configDir });
    const key = validationKey({ repoRoot, configDir })!;
    expect(cacheFiles()).toContain(`validation-${key}.v8`);
    const kept = validateConfig({ repoRoot, configDir });
    expect(kept).not.toBe(fresh);
    expect(JSON.stringify(kept.config)).toBe(JSON.stringify(fresh.config));
    expect(kept.problems).toEqual(fresh.problems);
    const item = (config: typeof fresh.config) => config!.menus['de-de']!.account.find((entry) => entry.id === 'payment-methods')!;
    const [a, b] = [item(fresh.config).rule!.source!, item(kept.config).rule!.source!];
    expect(b.line).toBeGreaterThan(1);
    expect({ file: b.file, line: b.line, col: b.col }).toEqual({ file: a.file, line: a.line, col: a.col });
  });

  it('is not used once a file changed', () => {
    process.env[CODE_VERSION_VARIABLE] = `test-${process.pid}-b`;
    expect(validateConfig({ repoRoot, configDir }).problems).toEqual([]);
    const menu = join(configDir, 'menus', 'de-de.yaml');
    // The logout entry opens no page, so its title is free (an entry that opens one is named as it).
    writeFileSync(menu, readFileSync(menu, 'utf8').replace('title: Abmelden', 'title: Ausloggen'));
    const after = validateConfig({ repoRoot, configDir });
    expect(after.problems).toEqual([]);
    expect(after.config!.menus['de-de']!.account.find((entry) => entry.id === 'logout')!.title).toBe('Ausloggen');
  });

  it('that is not one (empty, an empty string, another format, a broken reference or list of references) is a miss: validated again and kept anew', () => {
    process.env[CODE_VERSION_VARIABLE] = `test-${process.pid}-c`;
    const fresh = validateConfig({ repoRoot, configDir });
    const key = validationKey({ repoRoot, configDir })!;
    const file = join(repoRoot, 'node_modules', '.cache', 'portal-cli', `validation-${key}.v8`);
    const envelope = (value: unknown, marks?: unknown) => serialize({ envelope: 'portal-cli-kept-2', kind: 'validation', key, value, marks });
    const ref = { '\u0000sourceRef': ['config/menus/de-de.yaml', 'account', 0] };
    for (const corrupt of [
      Buffer.alloc(0),
      serialize(''),
      serialize({ problems: [], files: [], config: null }),
      envelope(''),
      envelope({ problems: [], files: [], config: { ref: { '\u0000sourceRef': [42] } } }),
      envelope({ problems: [], files: [], config: { ref } }),
      envelope({ problems: [], files: [], config: { ref } }, 'not a list'),
      envelope({ problems: [], files: [], config: { ref } }, [ref, { '\u0000sourceRef': [42] }]),
      envelope({ problems: [], files: [], config: { ref } }, [{ ...ref, more: 1 }]),
    ]) {
      writeFileSync(file, corrupt);
      const again = validateConfig({ repoRoot, configDir });
      expect(again.problems).toEqual(fresh.problems);
      expect(JSON.stringify(again.config)).toBe(JSON.stringify(fresh.config));
      expect(readFileSync(file).equals(corrupt)).toBe(false);
    }
  });

  it('still warns of an offer list that can list nothing: the warnings are worked out again over the kept config', () => {
    process.env[CODE_VERSION_VARIABLE] = `test-${process.pid}-d`;
    const selection = join(configDir, 'offers', 'selection.yaml');
    const shipped = readFileSync(selection, 'utf8');
    writeFileSync(selection, shipped.replace('when: { "==": [{ var: offer.productType }, TERM] }', 'when: { "==": [{ var: offer.productType }, LOTTERY] }'));
    try {
      const emptyList = (result: ReturnType<typeof validateConfig>) =>
        result.warnings.filter((warning) => warning.code === 'OFFER_LIST_EMPTY').map((warning) => `${warning.line}: ${warning.message}`);
      const fresh = emptyList(validateConfig({ repoRoot, configDir }));
      expect(fresh).toEqual([expect.stringMatching(/^43: page "products" lists no offer for any visitor or market: .*productType "LOTTERY"/)]);
      expect(cacheFiles()).toContain(`validation-${validationKey({ repoRoot, configDir })}.v8`);
      expect(emptyList(validateConfig({ repoRoot, configDir }))).toEqual(fresh);
    } finally {
      writeFileSync(selection, shipped);
    }
  });

  it('is neither kept nor read without a code version (tsx runs the sources)', () => {
    expect(validationKey({ repoRoot, configDir })).toBeUndefined();
  });
});
