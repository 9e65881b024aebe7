// docs/facts.md is generated (tools/docs/facts-reference.ts): every fact of
// schemas/facts.schema.json with its type, meaning, where it comes from and an example value
// from a real persona. The file must match what the generator writes today,
// so a fact added, renamed or re-described without regenerating fails here.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { factEntries, factsMarkdown } from '../../tools/docs/facts-reference.ts';
import { factPaths } from '../../tools/config/lint/fact-paths.ts';
import { validateConfig } from '../../tools/config/validate.ts';
import { repoRoot } from '../support/config.ts';

describe('the facts reference (docs/facts.md)', () => {
  const entries = factEntries(repoRoot);

  it('is up to date: run npx tsx tools/docs/facts-reference.ts when this fails', () => {
    expect(readFileSync(join(repoRoot, 'docs', 'facts.md'), 'utf8')).toBe(factsMarkdown(repoRoot));
  });

  it('names every leaf of the facts schema, each with where it comes from', () => {
    const schema = JSON.parse(readFileSync(join(repoRoot, 'schemas', 'facts.schema.json'), 'utf8'));
    const all = factPaths(schema);
    const documented = entries.map((e) => e.path);
    for (const path of documented) expect(all.has(path), path).toBe(true);
    expect(documented.length).toBeGreaterThan(80);
    expect(entries.filter((e) => !e.source).map((e) => e.path)).toEqual([]);
  });

  it('says that access.HAS_OVERNIGHT_DEPOSIT_ACCOUNT comes from depositTypes, with a persona that has it', () => {
    const entry = entries.find((e) => e.path === 'access.HAS_OVERNIGHT_DEPOSIT_ACCOUNT')!;
    expect(entry.source).toContain('`depositTypes` contains `OVERNIGHT`');
    expect(entry.example).toEqual({ value: true, persona: expect.any(String) });
    const persona = JSON.parse(readFileSync(join(repoRoot, 'personas', `${entry.example!.persona}.json`), 'utf8'));
    expect(persona.depositTypes).toContain('OVERNIGHT');
  });

  it('an unknown fact in a rule points to docs/facts.md', () => {
    const result = validateConfig({ repoRoot, overlay: [join(repoRoot, 'tests/fixtures/broken-config/rules/menus/de-de.yaml')] });
    const unknown = result.problems.find((p) => p.code === 'UNKNOWN_FACT')!;
    expect(unknown.message).toContain('docs/facts.md');
    expect(unknown.message).not.toContain('schemas/facts.schema.json');
  });
});
