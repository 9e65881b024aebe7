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
