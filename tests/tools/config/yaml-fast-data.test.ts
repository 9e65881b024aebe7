// The fast reader (yaml-fast-data.ts) must read every file exactly as yaml does, or leave it
// to yaml: validation, the build and the CLI all rely on one reading of config.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { fastYamlData } from '../../../tools/config/yaml-fast-data.ts';
import { parseYamlSource } from '../../../tools/config/yaml-source.ts';
import { repoRoot } from '../../support/config.ts';

function yamlFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    return entry.isDirectory() ? yamlFiles(path) : /\.ya?ml$/.test(entry.name) ? [path] : [];
  });
}

const repoYaml = ['config', 'personas', 'tests/rules'].flatMap((dir) => {
  try {
    return yamlFiles(join(repoRoot, dir));
  } catch {
    return [];
  }
});

describe('the fast YAML reader', () => {
  it('reads every config, persona and rule-test file of the repository as yaml does', () => {
    expect(repoYaml.length).toBeGreaterThan(50);
    let fastlyRead = 0;
    for (const file of repoYaml) {
      const text = readFileSync(file, 'utf8');
      const fast = fastYamlData(text);
      if (!fast) continue;
      fastlyRead++;
      expect(fast.data, file).toStrictEqual(parse(text));
    }
    // Most files have no anchors: if the fast reader gave up on them, validation is slow again.
    expect(fastlyRead / repoYaml.length).toBeGreaterThan(0.8);
  });

  // Where YAML 1.1 (and older readers) differ from 1.2's core schema, and the odd corners.
  const scalars = [
    'yes',
    'no',
    'on',
    'off',
    'y',
    'True',
    'TRUE',
    'false',
    '~',
    'null',
    'Null',
    'NULL',
    '',
    '012',
    '0o12',
    '0x1F',
    '0b101',
    '1_000',
    '1_000.5',
    '+.5',
    '+0o7',
    '-0x1F',
    '0o8',
    '00',
    '1.',
    '+12',
    '-0',
    '.5',
    '1e3',
    '1.5E-2',
    '.inf',
    '-.Inf',
    '.NaN',
    '.nan',
    '2026-12-01',
    '2026-12-01T08:00:00Z',
    '12:30',
    '1:20:30',
    '12345678901234567890',
    '0.1',
    '"\\u00e9"',
    "'it''s'",
    '<<',
    '=',
    '!!str 12',
    '!!int "12"',
    '"a\\tb"',
    '|\n  two\n  lines\n',
    '>-\n  folded\n  text\n',
  ];
  it.each(scalars)('reads the scalar %j as yaml does, or leaves it to yaml', (scalar) => {
    for (const text of [`value: ${scalar}`, `- ${scalar}`]) {
      const fast = fastYamlData(text);
      if (fast) expect(fast.data, text).toStrictEqual(parse(text));
    }
  });

  it.each([
    ['an anchor and its alias', 'a: &x [1, 2]\nb: *x\n'],
    ['a repeated key', 'a: 1\na: 2\n'],
    ['two documents', 'a: 1\n---\nb: 2\n'],
    ['a syntax error', 'a: [1, 2\n'],
    ['nesting past the limit', `${'['.repeat(150)}${']'.repeat(150)}\n`],
    ['an unknown tag', 'a: !secret x\n'],
    // js-yaml reads this as one string "abc title: x"; yaml refuses the continuation line.
    ['a quote left open over the next key', 'a:\n  id: "abc\n  title: x"\n'],
    ['a plain scalar over two lines', 'a: plain\n  continued\n'],
  ])('leaves %s to yaml', (_name, text) => {
    expect(fastYamlData(text)).toBeNull();
  });

  it('reads a block scalar over several lines itself', () => {
    expect(fastYamlData('a: |\n  two\n  lines\nb: >-\n  folded\n  text\n')).toEqual({ data: { a: 'two\nlines\n', b: 'folded text' } });
  });

  it('reads an empty or comments-only file as null, as yaml does', () => {
    expect(fastYamlData('')).toEqual({ data: null });
    expect(fastYamlData('# only a comment\n')).toEqual({ data: parse('# only a comment\n') });
  });

  it('still names a position when a finding asks for one, though the data came the fast way', () => {
    const source = parseYamlSource('menu.yaml', '# first line\nitems:\n  - id: a\n    title: A\n  - id: b\n');
    expect(source.problems).toEqual([]);
    expect(source.locate(['items', 1, 'id'])).toEqual({ line: 5, col: 9 });
    expect(source.locate(['items', 0, 'title'], { key: true })).toEqual({ line: 4, col: 5 });
    expect(source.find(/title/, { line: 1, col: 1 })).toEqual({ line: 4, col: 5 });
    expect(source.firstLine).toBe('# first line');
  });
});
