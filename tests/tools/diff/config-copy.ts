/**
 * The tests' own config of two sites (twoSiteRepo()) in a temporary folder, edited as text the
 * way a product owner edits YAML, then compiled by the real loader. Each edit must find its
 * text, so a test fails loudly when the fixture no longer has what it edits; a product owner's
 * edit of config/ changes nothing here. copyRepoParts() copies the shipped config for the
 * browser tests, which hold it.
 */
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { CompiledConfig } from '../../../src/engine/config/compiled.ts';
import { validateConfig } from '../../../tools/config/validate.ts';
import { readPersonas } from '../../../tools/diff/personas.ts';
import { withOverrides } from '../../../tools/portal/persona.ts';
import type { Persona } from '../../../src/engine/types/persona.ts';
import { repoRoot } from '../../support/config.ts';
import { twoSiteRepo } from '../../support/fixture-config.ts';

export interface Edit {
  /** Path below the copy's root, e.g. config/menus/de-de.yaml. */
  file: string;
  find: string;
  replace: string;
}

export function copyRepoParts(parts: string[]): string {
  const root = mkdtempSync(join(tmpdir(), 'diff-test-'));
  for (const part of parts) cpSync(join(repoRoot, part), join(root, part), { recursive: true });
  return root;
}

export function applyEdits(root: string, edits: Edit[]): void {
  for (const edit of edits) {
    const path = join(root, edit.file);
    const text = readFileSync(path, 'utf8');
    if (!text.includes(edit.find)) throw new Error(`${edit.file} no longer contains ${JSON.stringify(edit.find)}: update the test`);
    // Every occurrence: a part listed once per design version changes in each.
    writeFileSync(path, text.replaceAll(edit.find, edit.replace));
  }
}

/** The compiled config of `root`; throws with the findings when it does not validate. */
export function compileRepo(root: string): CompiledConfig {
  const result = validateConfig({ repoRoot: root });
  if (!result.config) throw new Error(`edited config does not validate:\n${result.problems.map((p) => `${p.file}:${p.line}: ${p.message}`).join('\n')}`);
  return result.config;
}

let base: CompiledConfig | undefined;

/** The tests' two-site config, unedited and compiled (once per worker; treat as read-only). */
export function baseConfig(): CompiledConfig {
  if (base) return base;
  const root = twoSiteRepo();
  try {
    base = compileRepo(root);
    return base;
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
}

/**
 * The repository's personas as people of `config`'s sites: one whose own site the config does
 * not have is moved onto the site that is not the default (de-at), so both sites have customers
 * of their own and every persona's rules and flags still take part.
 */
export function personasOf(config: CompiledConfig): Persona[] {
  const other = config.locales.list.find((l) => l.code !== config.locales.defaultLocale)?.code ?? config.locales.defaultLocale;
  return readPersonas(repoRoot).map((p) => (p.context.locale.toLowerCase() in config.locales.byCode ? p : withOverrides(p, { locale: other })));
}

/**
 * twoSiteRepo() with the repository's personas/ of its two sites (the others left out, since a
 * persona of a site the config lacks would only show that it is missing), for the spawned
 * commands that read a repository folder. The caller removes the folder.
 */
export function twoSiteRepoWithPersonas(): string {
  const root = twoSiteRepo(['personas']);
  for (const name of readdirSync(join(root, 'personas')).filter((n) => n.endsWith('.json'))) {
    const { locale } = JSON.parse(readFileSync(join(root, 'personas', name), 'utf8')).context;
    if (!SITES.includes(String(locale).toLowerCase())) rmSync(join(root, 'personas', name));
  }
  return root;
}

/** The sites of twoSiteRepo(). */
const SITES = ['de-de', 'de-at'];

/**
 * The tests' two-site config with `edits` applied and `files` (path below the root -> text)
 * added, compiled; throws with the findings when it does not validate.
 */
export function editedConfig(edits: Edit[], files: Record<string, string> = {}): CompiledConfig {
  const root = twoSiteRepo();
  try {
    applyEdits(root, edits);
    for (const [file, text] of Object.entries(files)) writeFileSync(join(root, file), text);
    return compileRepo(root);
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
}

/** Edits the tests below make, named for what a product owner would do. */
export const EDITS = {
  paymentMethodsForEveryone: {
    file: 'config/menus/de-de.yaml',
    find: '    href: /payment-methods\n    when: shows-payment-methods\n',
    replace: '    href: /payment-methods\n',
  },
  // The logout entry opens no page; an entry that does is named as its page (validate ACCOUNT_LABEL_MISMATCH).
  logoutRetitled: { file: 'config/menus/de-de.yaml', find: '    title: Abmelden\n', replace: '    title: Ausloggen\n' },
  noSocialIconsInTheApp: {
    file: 'config/footers/layout.yaml',
    find: '      when: {var: footer.hasSocialIcons}\n',
    replace: '      when: { and: [ { var: footer.hasSocialIcons }, { "!": { var: page.inApp } } ] }\n',
  },
  depositGuaranteeRetitled: {
    file: 'config/pages/guides.yaml',
    find: '    title:\n      de: Einlagensicherung\n',
    replace: '    title:\n      de: Sicherheit Ihrer Einlagen\n',
  },
  taxesForCustomersOnly: {
    file: 'config/pages/guides.yaml',
    find: '  - id: taxes\n    path: /taxes/\n    kind: content\n    audience: public\n',
    replace: '  - id: taxes\n    path: /taxes/\n    kind: content\n    audience: customer\n',
  },
  revalidateNoLongerRedirects: { file: 'config/rules/redirects.yaml', find: '[EXPIRED, REVALIDATE]', replace: '[EXPIRED]' },
} satisfies Record<string, Edit>;

/** A whole new public page on both sites, as the product-owner guide adds one. */
export const NEW_PAGE = {
  'config/pages/zinsrechner.yaml': `# yaml-language-server: $schema=../../schemas/pages.schema.json
pages:
  - id: zinsrechner
    path: /zinsrechner/
    kind: content
    audience: public
    locales: [de-de, de-at]
    title: { de: Zinsrechner, en: Interest calculator }
    body:
      - type: heading
        text: { de: So viel Zinsen, en: Your interest }
`,
};
