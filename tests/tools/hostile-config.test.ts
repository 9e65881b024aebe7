// Hostile or huge config files: a config file is a regular file inside
// config/, bounded in size, UTF-8, parsed in linear time, with nesting and alias expansion
// bounded; each refusal names the file and the place. Every fixture is made in a temp folder
// at test time (nothing large is committed).
import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, symlinkSync, unlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { validateConfig } from '../../tools/config/validate.ts';
import { decodeUtf8, firstInvalidUtf8, MAX_CONFIG_FILE_BYTES, readConfigFile } from '../../src/node/read-config-file.ts';
import { parseYamlSource } from '../../tools/config/yaml-source.ts';
import { loadPersonas, readPersonaFile } from '../../src/node/personas/load.ts';
import { repoRoot } from '../support/config.ts';
import { CODE_VERSION_VARIABLE, validationKey } from '../../tools/config/validation-cache.ts';
import { loadStringResources } from '../../tools/config/strings.ts';
import { pageLocales } from '../../server/identity/locales.ts';
import { loadBar } from '../../tools/rule-coverage/bar.ts';
import { loadFlagDefinitions } from '../../src/node/flags/definitions.ts';
import { personaStore } from '../../src/node/personas/store.ts';
import { readPersona } from '../../tools/portal/persona.ts';

const MENU = 'config/menus/de-de.yaml';
let root: string;
let outside: string;

beforeAll(() => {
  root = mkdtempSync(join(tmpdir(), 'hostile-config-'));
  for (const part of ['config', 'schemas', 'personas']) cpSync(join(repoRoot, part), join(root, part), { recursive: true });
  outside = mkdtempSync(join(tmpdir(), 'hostile-outside-'));
});
afterAll(() => {
  rmSync(root, { recursive: true, force: true });
  rmSync(outside, { recursive: true, force: true });
});

/** Validates the temp repository with `file` replaced by what `make` puts at its path, then restores it. */
function validateWith(file: string, make: (path: string) => void) {
  const path = join(root, file);
  const original = join(outside, 'original');
  cpSync(path, original);
  unlinkSync(path);
  try {
    make(path);
    // Every finding of the whole config: the refused file is one finding, with no consequences elsewhere.
    return validateConfig({ repoRoot: root }).problems;
  } finally {
    rmSync(path, { force: true });
    cpSync(original, path);
  }
}

describe('config files are regular files inside config/', () => {
  it('refuses a symbolic link to /dev/zero without reading it', () => {
    const problems = validateWith(MENU, (path) => symlinkSync('/dev/zero', path));
    expect(problems).toEqual([expect.objectContaining({ file: MENU, line: 1, col: 1, code: 'OUTSIDE_CONFIG' })]);
    expect(problems[0]!.message).toMatch(/symbolic link to a file outside config\//);
  });

  it('refuses a link to a regular file outside config/ and never echoes its content', () => {
    const secret = join(outside, 'secret.yaml');
    writeFileSync(secret, 'TOP-SECRET-VALUE: [\n');
    const problems = validateWith(MENU, (path) => symlinkSync(secret, path));
    expect(problems.map((p) => p.code)).toEqual(['OUTSIDE_CONFIG']);
    expect(JSON.stringify(problems)).not.toContain('TOP-SECRET');
  });

  it('refuses a file reached through a linked folder that leads outside config/', () => {
    const elsewhere = mkdtempSync(join(outside, 'folder-'));
    writeFileSync(join(elsewhere, 'secret.yaml'), 'TOP-SECRET-VALUE: [\n');
    const link = join(root, 'config', 'linked');
    symlinkSync(elsewhere, link);
    try {
      const read = readConfigFile(join(link, 'secret.yaml'), { root: join(root, 'config') });
      expect(read).toMatchObject({ ok: false, code: 'OUTSIDE_CONFIG' });
      expect(read.ok ? '' : read.message).toMatch(/linked folder outside config\//);
    } finally {
      unlinkSync(link);
    }
  });

  it('refuses a linked folder by name, inside config/ or out, instead of skipping its files silently', () => {
    const inside = join(root, 'config', 'menus-again');
    const loop = join(root, 'config', 'menus', 'loop');
    symlinkSync(join(root, 'config', 'menus'), inside);
    symlinkSync(join(root, 'config'), loop);
    try {
      const problems = validateConfig({ repoRoot: root }).problems;
      expect(problems).toEqual([
        expect.objectContaining({ file: 'config/menus-again', line: 1, col: 1, code: 'LINKED_FOLDER' }),
        expect.objectContaining({ file: 'config/menus/loop', line: 1, col: 1, code: 'LINKED_FOLDER' }),
      ]);
      expect(problems[0]!.message).toMatch(/symbolic link to a folder, whose files are not read/);
    } finally {
      unlinkSync(inside);
      unlinkSync(loop);
    }
  });

  it('follows a link that stays inside config/', () => {
    const problems = validateWith(MENU, (path) => symlinkSync(join(root, 'config', 'menus', 'de-at.yaml'), path));
    // Read and validated: the linked file is a menu of another locale, so locale checks may complain, but nothing refuses it.
    expect(problems.map((p) => p.code)).not.toContain('OUTSIDE_CONFIG');
    expect(problems.map((p) => p.code)).not.toContain('NOT_A_FILE');
  });

  it('refuses a FIFO at once instead of waiting on it', () => {
    const started = Date.now();
    const problems = validateWith(MENU, (path) => execFileSync('mkfifo', [path]));
    expect(problems).toEqual([expect.objectContaining({ code: 'NOT_A_FILE' })]);
    expect(problems[0]!.message).toMatch(/FIFO/);
    expect(Date.now() - started).toBeLessThan(20_000);
  });

  it('refuses a device reached through a link when no folder bounds it (a file named on the command line)', () => {
    const read = readConfigFile(join(outside, 'zero.yaml'), {});
    expect(read.ok).toBe(false);
    const link = join(outside, 'zero-link.yaml');
    symlinkSync('/dev/zero', link);
    const refused = readConfigFile(link, {});
    expect(refused).toMatchObject({ ok: false, code: 'NOT_A_FILE' });
    expect(refused.ok ? '' : refused.message).toMatch(/device/);
  });

  it('refuses a file over the size limit and says the limit', () => {
    const big = `# yaml-language-server: $schema=../../schemas/menu.schema.json\n${'# padding line\n'.repeat(Math.ceil(MAX_CONFIG_FILE_BYTES / 15) + 10)}`;
    const problems = validateWith(MENU, (path) => writeFileSync(path, big));
    expect(problems).toEqual([expect.objectContaining({ code: 'TOO_LARGE' })]);
    expect(problems[0]!.message).toContain('2 MiB');
  });
});

describe('encoding errors are named at their byte', () => {
  it('names UTF-16 (a byte-order mark) instead of a missing schema line', () => {
    const problems = validateWith(MENU, (path) => writeFileSync(path, Buffer.from('\uFEFF# yaml-language-server: $schema=x\nlocale: de-DE\n', 'utf16le')));
    expect(problems).toEqual([expect.objectContaining({ code: 'NOT_UTF8', line: 1, col: 1 })]);
    expect(problems[0]!.message).toMatch(/UTF-16/);
  });

  it('names a Latin-1 byte with its offset, line and column instead of turning it into U+FFFD', () => {
    const before = Buffer.from('# comment\nkey: Gr');
    const bytes = Buffer.concat([before, Buffer.from([0xfc]), Buffer.from('n\n')]);
    const problems = validateWith(MENU, (path) => writeFileSync(path, bytes));
    expect(problems).toEqual([expect.objectContaining({ code: 'NOT_UTF8', line: 2, col: 8 })]);
    expect(problems[0]!.message).toContain(`not UTF-8 at byte ${before.length}`);
  });

  it('agrees with Node on what is UTF-8, and accepts a UTF-8 byte-order mark', () => {
    expect(firstInvalidUtf8(Buffer.from('aé€😀'))).toBe(-1);
    expect(firstInvalidUtf8(Buffer.from([0x61, 0xc0, 0x80]))).toBe(1); // overlong
    expect(firstInvalidUtf8(Buffer.from([0x61, 0xed, 0xa0, 0x80]))).toBe(1); // surrogate
    expect(firstInvalidUtf8(Buffer.from([0xe2, 0x82]))).toBe(0); // cut short
    expect(decodeUtf8(Buffer.from('\uFEFFa: 1\n'))).toEqual({ ok: true, text: 'a: 1\n' });
    expect(decodeUtf8(Buffer.from([0x61, 0x00, 0x62]))).toMatchObject({ ok: false, code: 'NOT_UTF8', message: expect.stringContaining('NUL') });
  });
});

describe('a file saved with a UTF-8 byte-order mark', () => {
  it('reads as the same file without it: a config file validates, a persona (JSON) parses', () => {
    const menu = readFileSync(join(root, MENU), 'utf8');
    expect(validateWith(MENU, (saved) => writeFileSync(saved, `\uFEFF${menu}`))).toEqual([]);
    const persona = join(outside, 'bom-persona.json');
    writeFileSync(persona, `\uFEFF${readFileSync(join(root, 'personas', 'active-de.json'), 'utf8')}`);
    expect(readPersonaFile(root, persona)).toMatchObject({ ok: true });
  });
});

describe('parsing stays linear and bounded', () => {
  const stringsFile = (keys: number) => `# x\n${Array.from({ length: keys }, (_, i) => `key${i}: "a UI string of ordinary length, number ${i}"`).join('\n')}\n`;
  const time = (text: string, name: string) => {
    const runs: number[] = [];
    for (let r = 0; r < 3; r++) {
      const started = performance.now();
      expect(parseYamlSource(`${name}-${r}.yaml`, text).problems).toEqual([]);
      runs.push(performance.now() - started);
    }
    return runs.sort((a, b) => a - b)[1]!;
  };

  it('parses a strings file four times larger in about four times the time (the duplicate-key check was quadratic)', () => {
    const small = time(stringsFile(2_500), 'small');
    const large = time(stringsFile(10_000), 'large');
    // Quadratic is 16 times; linear is 4, with room for a busy machine.
    expect(large / small).toBeLessThan(9);
  });

  it('still reports a repeated key, once per map, at the repeat', () => {
    const source = parseYamlSource('dup.yaml', 'a: 1\nb: 2\na: 3\nc:\n  x: 1\n  x: 2\n');
    expect(source.problems.map((p) => `${p.line}:${p.col} ${p.code} ${p.message}`)).toEqual([
      '3:1 DUPLICATE_KEY key "a" appears twice in this map (first on line 1)',
      '6:3 DUPLICATE_KEY key "x" appears twice in this map (first on line 5)',
    ]);
  });

  it('refuses one large anchor used 999 times at the alias where the expansion passes the limit', () => {
    const anchor = Array.from({ length: 2_000 }, (_, i) => `  k${i}: "value number ${i}"`).join('\n');
    const text = `a: &x\n${anchor}\nb:\n${Array.from({ length: 999 }, () => '  - *x').join('\n')}\n`;
    const started = performance.now();
    const source = parseYamlSource('anchor.yaml', text);
    expect(performance.now() - started).toBeLessThan(10_000);
    expect(source.problems).toEqual([expect.objectContaining({ file: 'anchor.yaml', code: 'YAML_ALIASES', col: 5 })]);
    expect(source.problems[0]!.line).toBeGreaterThan(2_002);
    expect(source.problems[0]!.message).toContain('*x');
    expect(source.data).toBeUndefined();
  });

  it('refuses an alias bomb at an alias, with the file', () => {
    const lines = ['a: &a ["lol","lol","lol","lol","lol","lol","lol","lol","lol"]'];
    for (const [name, prev] of [
      ['b', 'a'],
      ['c', 'b'],
      ['d', 'c'],
      ['e', 'd'],
      ['f', 'e'],
      ['g', 'f'],
    ] as const)
      lines.push(`${name}: &${name} [${Array(9).fill(`*${prev}`).join(',')}]`);
    const source = parseYamlSource('bomb.yaml', `${lines.join('\n')}\n`);
    expect(source.problems).toEqual([expect.objectContaining({ file: 'bomb.yaml', code: 'YAML_ALIASES' })]);
    expect(source.problems[0]!.line).toBeGreaterThan(1);
  });

  it('refuses an alias inside the node it names', () => {
    const source = parseYamlSource('self.yaml', 'a: &a [1, *a]\n');
    expect(source.problems).toEqual([expect.objectContaining({ code: 'YAML_ALIASES', line: 1, col: 11 })]);
  });

  it('accepts a few aliases of a small anchor, as config uses them', () => {
    const source = parseYamlSource('ok.yaml', 'a: &a [1, 2]\nb: *a\nc: *a\n');
    expect(source.problems).toEqual([]);
    expect(source.data).toEqual({ a: [1, 2], b: [1, 2], c: [1, 2] });
  });

  it('ends nesting 5,000 deep (flow and block) with a clear finding in the file, not a stack overflow', () => {
    const flow = parseYamlSource('deep.yaml', `a: ${'['.repeat(5_000)}${']'.repeat(5_000)}\n`);
    expect(flow.problems).toEqual([expect.objectContaining({ file: 'deep.yaml', code: 'YAML_TOO_DEEP', line: 1 })]);
    const block = parseYamlSource('deep-block.yaml', `${Array.from({ length: 1_000 }, (_, i) => `${' '.repeat(i)}k:`).join('\n')} 1\n`);
    expect(block.problems).toEqual([expect.objectContaining({ file: 'deep-block.yaml', code: 'YAML_TOO_DEEP' })]);
    expect(block.problems[0]!.message).toMatch(/nested more than 100 levels/);
  });

  it('validate reports a deeply nested config file as a finding of that file', () => {
    const problems = validateWith(MENU, (path) =>
      writeFileSync(path, `# yaml-language-server: $schema=../../schemas/menu.schema.json\nlocale: de-DE\nx: ${'['.repeat(5_000)}${']'.repeat(5_000)}\n`),
    );
    expect(problems).toEqual([expect.objectContaining({ file: MENU, line: 3, code: 'YAML_TOO_DEEP' })]);
  });
});

describe('personas in the preview', () => {
  it('a JSON error does not echo the file, and a link out of personas/ is refused unread', () => {
    const dir = mkdtempSync(join(tmpdir(), 'hostile-personas-'));
    try {
      writeFileSync(join(dir, 'broken.json'), 'SECRET-TOKEN-1234 {');
      const secret = join(outside, 'secret.json');
      writeFileSync(secret, '{"SECRET-TOKEN-5678": ');
      symlinkSync(secret, join(dir, 'linked.json'));
      const { problems } = loadPersonas(root, dir);
      expect(problems.map((p) => p.code).sort()).toEqual(['JSON_SYNTAX', 'OUTSIDE_CONFIG']);
      expect(JSON.stringify(problems)).not.toContain('SECRET');
      expect(problems.find((p) => p.code === 'OUTSIDE_CONFIG')!.message).toContain('personas/');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

/**
 * Every other reader of config/ and personas/ files goes through the safe reader: a link to
 * /dev/zero and a FIFO in place of a file are refused at once (a read of either would never end).
 */
describe('every reader refuses a link to /dev/zero and a FIFO at once', () => {
  const hostile = {
    'a link to /dev/zero': (path: string) => symlinkSync('/dev/zero', path),
    'a FIFO': (path: string) => execFileSync('mkfifo', [path]),
  };
  /** Runs `read` with `file` (in the temp repository) replaced by each hostile kind, then restores it. */
  async function eachHostile(file: string, read: () => unknown): Promise<void> {
    const path = join(root, file);
    const original = join(outside, 'original-reader');
    cpSync(path, original);
    try {
      for (const make of Object.values(hostile)) {
        unlinkSync(path);
        make(path);
        await read();
      }
    } finally {
      rmSync(path, { force: true });
      cpSync(original, path);
    }
  }

  it('the validation cache hashes the refusal, not the file', async () => {
    const before = process.env[CODE_VERSION_VARIABLE];
    process.env[CODE_VERSION_VARIABLE] = 'hostile-test';
    try {
      const keys = new Set<string | undefined>();
      await eachHostile(MENU, () => keys.add(validationKey({ repoRoot: root, configDir: join(root, 'config') })));
      expect(keys.size).toBe(2);
    } finally {
      if (before === undefined) delete process.env[CODE_VERSION_VARIABLE];
      else process.env[CODE_VERSION_VARIABLE] = before;
    }
  });

  it('the strings, the locales of the identity service, the coverage bar and the flag definitions', async () => {
    await eachHostile('config/strings/common/de.yaml', () => expect(loadStringResources(join(root, 'config')).de?.common).toEqual({}));
    await eachHostile('config/markets/locales.yaml', () => {
      const warnings: string[] = [];
      expect(pageLocales(root, (line) => warnings.push(line))).toEqual(['de-de']);
      expect(warnings[0]).toMatch(/outside config\/|FIFO/);
    });
    await eachHostile('config/tests/coverage.yaml', () =>
      expect(loadBar(root, join(root, 'config')).problems.map((p) => p.code)).toEqual([expect.stringMatching(/OUTSIDE_CONFIG|NOT_A_FILE/)]),
    );
    await eachHostile('config/flags/portal.yaml', () =>
      expect(loadFlagDefinitions(root).problems).toEqual([expect.objectContaining({ file: 'config/flags/portal.yaml' })]),
    );
  });

  it('the persona a `portal` command names by its file', async () => {
    await eachHostile('personas/active-de.json', () => expect(() => readPersona(root, join(root, 'personas', 'active-de.json'))).toThrow());
  });

  it("the local stack's persona store", async () => {
    await eachHostile('personas/active-de.json', async () => {
      const warnings: string[] = [];
      const store = personaStore(join(root, 'personas'), (line) => warnings.push(line));
      try {
        expect((await store.list()).some((persona) => persona.id === 'active-de')).toBe(false);
        expect(warnings.some((line) => line.includes('active-de.json'))).toBe(true);
      } finally {
        store.close();
      }
    });
  });
});
