// `portal validate`: a tag on a top-level entry with a dropdown panel is never drawn (the Dutch
// investing section's "Nieuw" sat there unseen until the second chrome audit).
import { rmSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { validateConfig, type ValidationResult } from '../../../tools/config/validate.ts';
import { fixtureRepo } from '../../support/fixture-config.ts';
import { applyEdits } from '../diff/config-copy.ts';

const CODE = 'UNDRAWN_TAG';

describe('tags that no customer would see', () => {
  it("the tests' config has none", () => {
    const root = fixtureRepo();
    const result = validateConfig({ repoRoot: root });
    rmSync(root, { recursive: true, force: true });
    expect(result.problems).toEqual([]);
    expect(result.problems.filter((p) => p.code === CODE).map((p) => `${p.file}:${p.line}: ${p.message}`)).toEqual([]);
  });

  describe('a tag on a top-level entry with a panel', () => {
    let root: string;
    let result: ValidationResult;
    beforeAll(() => {
      root = fixtureRepo();
      applyEdits(root, [
        {
          file: 'config/menus/de-de.yaml',
          find: '      description: Wissenswertes rund ums Sparen\n',
          replace: '      description: Wissenswertes rund ums Sparen\n      tag: Neu\n',
        },
      ]);
      result = validateConfig({ repoRoot: root });
    });
    afterAll(() => rmSync(root, { recursive: true, force: true }));

    it('is a finding at the tag, saying where it would show', () => {
      const found = result.problems.filter((p) => p.code === CODE);
      expect(found.map((p) => [p.file, p.col])).toEqual([['config/menus/de-de.yaml', 12]]);
      expect(found[0]?.message).toContain('the tag "Neu" of "knowledge" is never shown');
      expect(found[0]?.message).toContain('advanced entry of its panel');
      expect(result.config).toBeNull();
    });
  });
});
