/**
 * A `portal` command keeps its validation of config/ for the next one (tools/config/validation-cache.ts):
 * a kept validation is the same as a fresh one, its source references name the same lines, a
 * changed file is validated again, and without a code version nothing is kept.
 */
import { cpSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { deserialize, serialize } from 'node:v8';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { validateConfig } from '../../../tools/config/validate.ts';
import { sourcePlaceOf } from '../../../src/engine/config/source-ref.ts';
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

/**
 * The value as JSON with an object met again written as the number of its first meeting (a
 * source reference as its file and path): equal only for graphs that share the same objects.
 */
function withSharing(value: unknown): { json: string; metAgain: number } {
  const met = new Map<object, number>();
  let metAgain = 0;
  const walk = (v: unknown): unknown => {
    if (v === null || typeof v !== 'object') return v;
    const first = met.get(v);
    if (first !== undefined) {
      metAgain++;
      return { met: first };
    }
    met.set(v, met.size);
    const place = sourcePlaceOf(v);
    if (place) return { ref: place };
    return Array.isArray(v) ? v.map(walk) : Object.fromEntries(Object.entries(v).map(([key, child]) => [key, walk(child)]));
  };
  return { json: JSON.stringify(walk(value)), metAgain };
}

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

  it('shares the objects the fresh one shares (a rule on the pages of several locales and in named.yaml is one object)', () => {
    process.env[CODE_VERSION_VARIABLE] = `test-${process.pid}-e`;
    const fresh = validateConfig({ repoRoot, configDir });
    const kept = validateConfig({ repoRoot, configDir });
    const [a, b] = [withSharing(fresh.config), withSharing(kept.config)];
    expect(a.metAgain).toBeGreaterThan(100);
    expect(b.json).toBe(a.json);
  });

  it('whose pages of a locale were damaged says so when they are read, and is removed', () => {
    process.env[CODE_VERSION_VARIABLE] = `test-${process.pid}-f`;
    validateConfig({ repoRoot, configDir });
    const key = validationKey({ repoRoot, configDir })!;
    const file = join(repoRoot, 'node_modules', '.cache', 'portal-cli', `validation-${key}.v8`);
    const kept = deserialize(readFileSync(file)) as { value: { pages: [string, Uint8Array][] } };
    kept.value.pages[0]![1] = serialize({ value: [{ '\u0000shared': 1e9 }], marks: [] });
    writeFileSync(file, serialize(kept));
    const read = validateConfig({ repoRoot, configDir, warnings: false });
    expect(() => JSON.stringify(read.config)).toThrow(/a stand-in for no shared object: it was removed, run the command again/);
    expect(cacheFiles()).not.toContain(`validation-${key}.v8`);
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
    const envelope = (value: unknown) => serialize({ envelope: 'portal-cli-kept-3', kind: 'validation', key, value });
    // The head part of a kept validation: its value, the source references stored in it, the objects its other parts share.
    const head = (value: unknown, marks: unknown) => envelope({ head: serialize({ value, marks, shared: [] }), pages: [] });
    const ref = { '\u0000sourceRef': ['config/menus/de-de.yaml', 'account', 0] };
    const broken = { '\u0000sourceRef': [42] };
    for (const corrupt of [
      Buffer.alloc(0),
      serialize(''),
      serialize({ problems: [], files: [], config: null }),
      envelope(''),
      envelope({ problems: [], files: [], config: null }),
      envelope({ head: serialize(''), pages: [] }),
      head({ problems: [], files: [], config: { ref: broken } }, [broken]),
      head({ problems: [], files: [], config: { ref } }, 'not a list'),
      head({ problems: [], files: [], config: { ref } }, [ref, { '\u0000sourceRef': [42] }]),
      head({ problems: [], files: [], config: { ref } }, [{ ...ref, more: 1 }]),
      head({ problems: 'none', files: [], config: null }, []),
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
