// An unquoted comma in an inline map splits a text into a second key without a value: the
// finding at that key says so and shows the text quoted. The menu schema, a file of its own.
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createSchemaRegistry } from '../../../tools/config/schemas.ts';
import { schemaProblems } from '../../../tools/config/schema-problems.ts';
import { parseYamlSource } from '../../../tools/config/yaml-source.ts';
import { repoRoot } from '../../support/config.ts';

const validate = createSchemaRegistry(join(repoRoot, 'schemas')).validator('menu.schema.json');

function problemsOf(text: string) {
  const source = parseYamlSource('menus/xx.yaml', text);
  expect(source.problems).toEqual([]);
  return validate(source.data) ? [] : schemaProblems(source, validate.errors ?? []).map((p) => `${p.line}:${p.col}: ${p.code}: ${p.message}`);
}

describe('an unquoted comma in an inline map', () => {
  it('is one finding at the split-off word, with the text quoted', () => {
    const problems = problemsOf('locale: de-de\naccount:\n  - { id: documents, type: basic, title: Dokumente, Belege, href: /documents }\n');
    expect(problems, problems.join('\n')).toHaveLength(1);
    expect(problems[0]).toMatch(
      /^3:53: UNKNOWN_PROPERTY: unknown property "Belege" .*; if "Dokumente, Belege" is one text, the comma ended it \(inside \{ \} a comma separates entries\): quote it, title: "Dokumente, Belege"$/,
    );
  });

  it('adds nothing to a mistyped key with a value', () => {
    const problems = problemsOf('locale: de-de\naccount:\n  - { id: documents, type: basic, titel: Dokumente, href: /documents }\n');
    expect(problems.join('\n')).not.toContain('comma');
  });
});
