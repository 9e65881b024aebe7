// `portal validate`: a tag on a top-level entry with a dropdown panel is never drawn (the Dutch
// investing section's "Nieuw" sat there unseen until the second chrome audit).
import { rmSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { validateConfig, type ValidationResult } from '../../../tools/config/validate.ts';
import { repoRoot } from '../../support/config.ts';
import { applyEdits, copyRepoParts } from '../diff/config-copy.ts';

const CODE = 'UNDRAWN_TAG';

describe('tags that no customer would see', () => {
  it('the shipped config has none', () => {
    const result = validateConfig({ repoRoot });
    expect(result.problems.filter((p) => p.code === CODE).map((p) => `${p.file}:${p.line}: ${p.message}`)).toEqual([]);
  });

  describe('a tag on a top-level entry with a panel', () => {
    let root: string;
    let result: ValidationResult;
    beforeAll(() => {
      root = copyRepoParts(['config', 'schemas']);
      applyEdits(root, [
        {
          file: 'config/menus/nl-nl.yaml',
          find: '      description: Laat uw vermogen groeien met beheerd beleggen\n',
          replace: '      description: Laat uw vermogen groeien met beheerd beleggen\n      tag: Nieuw\n',
        },
      ]);
      result = validateConfig({ repoRoot: root });
    });
    afterAll(() => rmSync(root, { recursive: true, force: true }));

    it('is a finding at the tag, saying where it would show', () => {
      const found = result.problems.filter((p) => p.code === CODE);
      expect(found.map((p) => [p.file, p.col])).toEqual([['config/menus/nl-nl.yaml', 12]]);
      expect(found[0]?.message).toContain('the tag "Nieuw" of "investing" is never shown');
      expect(found[0]?.message).toContain('advanced entry of its panel');
      expect(result.config).toBeNull();
    });
  });
});
