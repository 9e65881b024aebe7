// `portal validate`: an account-menu entry is named as the page it opens, in every locale (the
// menu said "Login & Sicherheit", the page it opened was headed "Kontosicherheit").
import { rmSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { validateConfig, type ValidationResult } from '../../../tools/config/validate.ts';
import { twoSiteRepo } from '../../support/fixture-config.ts';
import { applyEdits } from '../diff/config-copy.ts';

const CODE = 'ACCOUNT_LABEL_MISMATCH';

describe('account-menu labels and page titles', () => {
  it("the tests' config: every entry of both sites is named as its page", () => {
    const root = twoSiteRepo();
    const result = validateConfig({ repoRoot: root });
    rmSync(root, { recursive: true, force: true });
    expect(result.problems).toEqual([]);
    expect(result.problems.filter((p) => p.code === CODE).map((p) => `${p.file}:${p.line}: ${p.message}`)).toEqual([]);
  });

  describe('a label that drifts from its page', () => {
    let root: string;
    let result: ValidationResult;
    beforeAll(() => {
      root = twoSiteRepo();
      applyEdits(root, [
        { file: 'config/menus/de-de.yaml', find: '    title: Kontosicherheit\n', replace: '    title: Login & Sicherheit\n' },
        // Austria reads the page's German title: an Austrian label must match it too.
        { file: 'config/menus/de-at.yaml', find: '    title: Dokumente\n', replace: '    title: Unterlagen\n' },
      ]);
      result = validateConfig({ repoRoot: root });
    });
    afterAll(() => rmSync(root, { recursive: true, force: true }));

    it('is a finding at the label, naming the page, its title and where that is written', () => {
      const found = result.problems.filter((p) => p.code === CODE);
      expect(found.map((p) => p.file)).toEqual(['config/menus/de-at.yaml', 'config/menus/de-de.yaml']);
      const [austrian, german] = found;
      expect(german?.message).toContain('"account-security" reads "Login & Sicherheit"');
      expect(german?.message).toContain('titled "Kontosicherheit" in de-de (config/pages/account.yaml:');
      expect(german?.message).toContain('/de-de/user-account/');
      expect(austrian?.message).toContain('titled "Dokumente" in de-at');
      expect(result.config).toBeNull();
    });

    it('points at the title line of the entry', () => {
      const german = result.problems.find((p) => p.code === CODE && p.file === 'config/menus/de-de.yaml');
      expect(german?.col).toBe(12);
    });
  });
});
