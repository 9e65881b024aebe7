// The engine's reading of one persona file (src/engine/personas/): every finding names the
// place in the file, whichever reader (local stack, portal command, preview, Storybook) asks.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { locateInJson } from '../../../src/engine/personas/json-position.ts';
import { collectPersonas, formatPersonaProblem, parsePersona } from '../../../src/engine/personas/parse.ts';
import { personaRef } from '../../../src/engine/personas/ref.ts';
import { personaValidator } from '../../../src/engine/personas/validator.ts';
import { repoRoot } from '../../support/config.ts';

const validate = personaValidator(JSON.parse(readFileSync(join(repoRoot, 'schemas', 'persona.schema.json'), 'utf8')) as object);
const activeDe = readFileSync(join(repoRoot, 'personas', 'active-de.json'), 'utf8');

describe('a persona file', () => {
  it('locates a value by its path, and a missing one at its deepest existing parent', () => {
    const text = '{\n  "id": "a",\n  "list": [1, { "deep": [true, "x"] }],\n  "o": {}\n}\n';
    expect(locateInJson(text, ['id'])).toEqual({ line: 2, col: 9 });
    expect(locateInJson(text, ['list', 1, 'deep', 1])).toEqual({ line: 3, col: 32 });
    expect(locateInJson(text, ['o', 'missing'])).toEqual({ line: 4, col: 8 });
    expect(locateInJson(text, [])).toEqual({ line: 1, col: 1 });
  });

  it('that ends too early is a finding at its end, without quoting the file', () => {
    const parsed = parsePersona('personas/x.json', '{\n  "id": "SECRET",\n  "flags": {\n', validate);
    expect(parsed.ok).toBe(false);
    if (parsed.ok) return;
    expect(parsed.problems.map(formatPersonaProblem)).toEqual([
      'personas/x.json:3:13: error JSON_SYNTAX: not valid JSON: the file ends before its last value is closed',
    ]);
  });

  it('that breaks the schema is a finding at the offending value', () => {
    const text = activeDe.replace('"state": "ACTIVE"', '"state": 7');
    const parsed = parsePersona('personas/active-de.json', text, validate);
    expect(parsed.ok).toBe(false);
    if (parsed.ok) return;
    const line = text.split('\n').findIndex((l) => l.includes('"state": 7')) + 1;
    expect(parsed.problems[0]).toMatchObject({ line, code: 'PERSONA_SCHEMA' });
    expect(parsed.problems[0]!.message).toMatch(/\/customer\/state .* \(schemas\/persona\.schema\.json\)$/);
  });

  it('that repeats an earlier id is a finding at its id; a broken file keeps its last good persona', () => {
    const good = parsePersona('personas/a.json', activeDe, validate);
    const again = parsePersona('personas/b.json', activeDe, validate);
    const set = collectPersonas([good, again]);
    expect([...set.personas.keys()]).toEqual(['active-de']);
    expect(set.problems.map(formatPersonaProblem)).toEqual([
      `personas/b.json:${locateInJson(activeDe, ['id']).line}:${locateInJson(activeDe, ['id']).col}: error DUPLICATE_PERSONA: id "active-de" is already used by personas/a.json`,
    ]);
    const broken = parsePersona('personas/a.json', '{', validate);
    expect(collectPersonas([broken], set.personas).personas.get('active-de')?.file).toBe('personas/a.json');
  });

  it('is named by id or by path', () => {
    expect(personaRef('active-de')).toEqual({ kind: 'id', id: 'active-de' });
    expect(personaRef('personas/active-de.json')).toEqual({ kind: 'path', path: 'personas/active-de.json' });
    expect(personaRef('x.json')).toEqual({ kind: 'path', path: 'x.json' });
  });
});
