/**
 * The tests' own config (tests/fixtures/one-site/): one site, de-de, so unit tests of
 * the engine, the renderer and the tools hold whatever a product owner does to config/. The
 * shipped config is held by `portal validate`, the rule tests of config/tests/ and the browser
 * tests.
 *
 * The engine needs UI strings in every language it knows; the fixture holds German and the
 * reference language (English) only, and the other languages are given English texts here, so
 * the fixture stays small and a new string is added in two files, not nine.
 */
import { cpSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import type { CompiledConfig } from '../../src/engine/config/compiled.ts';
import { LANGUAGES, REFERENCE_LANGUAGE, type StringResources } from '../../src/engine/config/languages.ts';
import { ConfigInvalidError, validateConfig } from '../../tools/config/validate.ts';
import { repoRoot } from './config.ts';

export const fixtureConfigDir = join(repoRoot, 'tests/fixtures/one-site');

/** The fixture's path of a config file as messages print it (menus/de-de.yaml → tests/fixtures/one-site/menus/de-de.yaml). */
export const fixtureFile = (rel: string): string => `tests/fixtures/one-site/${rel}`;

/** Texts for the string files the fixture leaves out: the reference language's, under each other language's name. */
function otherLanguages(dir: string): Map<string, string> {
  const texts = new Map<string, string>();
  for (const namespace of readdirSync(join(dir, 'strings'))) {
    const folder = join(dir, 'strings', namespace);
    const present = new Set(readdirSync(folder));
    const reference = readFileSync(join(folder, `${REFERENCE_LANGUAGE}.yaml`), 'utf8');
    for (const language of LANGUAGES) if (!present.has(`${language}.yaml`)) texts.set(join(folder, `${language}.yaml`), reference);
  }
  return texts;
}

let cached: { config: CompiledConfig; strings: StringResources } | undefined;

/** The fixture config validated and compiled, with its UI strings (once per test worker; treat as read-only). */
export function fixtureValidConfig(): { config: CompiledConfig; strings: StringResources } {
  if (cached) return cached;
  const result = validateConfig({ repoRoot, configDir: fixtureConfigDir, texts: otherLanguages(fixtureConfigDir) });
  if (!result.config) {
    const lines = result.problems.map((p) => `${p.file}:${p.line}:${p.col}: error ${p.code}: ${p.message}`);
    throw new ConfigInvalidError(`the fixture config is not valid:\n${lines.join('\n')}`, result.problems);
  }
  cached = { config: result.config, strings: result.strings ?? {} };
  return cached;
}

/** The compiled fixture config. */
export function fixtureConfig(): CompiledConfig {
  return fixtureValidConfig().config;
}

/**
 * A temporary folder laid out as the repository, for tools that read one (the portal command, the
 * diff, history, XLIFF): the fixture as config/, its left-out languages written out with the
 * reference language's texts so the folder is complete on its own, the repository's schemas/ and
 * any other `parts` (personas/) beside it. The caller removes the folder.
 */
export function fixtureRepo(parts: string[] = []): string {
  const root = mkdtempSync(join(tmpdir(), 'fixture-repo-'));
  const configDir = join(root, 'config');
  cpSync(fixtureConfigDir, configDir, { recursive: true, filter: (path) => !path.endsWith('README.md') });
  for (const [file, text] of otherLanguages(fixtureConfigDir)) writeFileSync(join(configDir, relative(fixtureConfigDir, file)), text);
  for (const part of ['schemas', ...parts]) cpSync(join(repoRoot, part), join(root, part), { recursive: true });
  return root;
}

/** One edit of a fixture file as text: `find` must occur, so a fixture change that drops it fails loudly. */
function replaceIn(root: string, file: string, find: string, replace: string): void {
  const path = join(root, file);
  const text = readFileSync(path, 'utf8');
  if (!text.includes(find)) throw new Error(`${file} no longer contains ${JSON.stringify(find)}: update twoSiteRepo()`);
  writeFileSync(path, text.replace(find, replace));
}

/**
 * fixtureRepo() with a second site, de-at (the same language as de-de), for tools whose output
 * differs once there are two sites: a change folded across locales, a menu that lacks an item
 * the other has (de-at has no payment-methods entry), labels of one language paired across
 * sites. de-at's menu and footer are otherwise de-de's; a test edits them as it needs.
 */
export function twoSiteRepo(parts: string[] = []): string {
  const root = fixtureRepo(parts);
  const config = (rel: string) => `config/${rel}`;
  // After de-de's entries, so de-de stays the first site in every list.
  replaceIn(
    root,
    config('markets/locales.yaml'),
    '    timeZone: Europe/Berlin\n',
    '    timeZone: Europe/Berlin\n  - code: de-at\n    language: de\n    intl: de-AT\n    currency: EUR\n    country: AT\n    timeZone: Europe/Vienna\n',
  );
  replaceIn(
    root,
    config('markets/markets.yaml'),
    'unifiedDomainLocales:\n  - de-de\n',
    '  - locale: de-at\n    label: Österreich\n    flag: at\n    link: https://www.example.at/\n    preferredLocale: de-AT\n    redirectTarget:\n      - AT\n      - at\n    versions:\n      - v1\n      - v2\nunifiedDomainLocales:\n  - de-de\n  - de-at\n',
  );
  replaceIn(root, config('markets/regions.yaml'), 'pathRegions:\n  de-de: de\n', 'pathRegions:\n  de-de: de\n  de-at: de\n');
  replaceIn(
    root,
    config('head/head.yaml'),
    '    tagline: Clever sparen in Europa\n',
    '    tagline: Clever sparen in Europa\n  de-at:\n    origin: https://www.example.at\n    siteName: Savingo\n    defaultTitle: Festgeld und Tagesgeld vergleichen\n    tagline: Clever sparen in Europa\n',
  );
  // Every page of de-de is a page of de-at too, with de-de's site-specific texts.
  for (const name of readdirSync(join(root, config('pages')))) {
    const path = join(root, config(`pages/${name}`));
    const text = readFileSync(path, 'utf8')
      .replace(/^(\s*)- de-de\n/gm, '$1- de-de\n$1- de-at\n')
      .replace(/^(\s*)de-de: (.*)\n/gm, '$1de-de: $2\n$1de-at: $2\n');
    writeFileSync(path, text);
  }
  for (const part of ['menus', 'footers']) {
    const text = readFileSync(join(root, config(`${part}/de-de.yaml`)), 'utf8');
    writeFileSync(join(root, config(`${part}/de-at.yaml`)), text.replace('\nlocale: de-de\n', '\nlocale: de-at\n').replaceAll('/de-de/', '/de-at/'));
  }
  // The payment-methods entry is de-de's alone, so a change to it shows in one site only.
  replaceIn(
    root,
    config('menus/de-at.yaml'),
    '  - id: payment-methods\n    type: basic\n    title: Zahlungsmethoden\n    href: /payment-methods\n    when: shows-payment-methods\n',
    '',
  );
  return root;
}
