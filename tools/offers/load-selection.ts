/**
 * Reads and compiles config/offers/selection.yaml for the tools and the prerender (Node only:
 * the YAML parser and ajv stay out of the browser). `portal validate` reports its mistakes
 * with file:line:col; this refuses a file that would fail there, naming the first problems.
 */
import { existsSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { CompiledConfig } from '../../src/engine/config/compiled.ts';
import type { NamedRules } from '../../src/engine/rules/named-rules.ts';
import { compileOfferSelection, type CompiledOfferSelection, type OfferSelectionFile } from '../../src/engine/offers/selection.ts';
import { readConfigFile } from '../../src/node/read-config-file.ts';
import { parseYamlSource } from '../config/yaml-source.ts';
import { schemaProblems } from '../config/schema-problems.ts';
import { createSchemaRegistry } from '../config/schemas.ts';

export const OFFER_SELECTION_FILE = 'offers/selection.yaml';

/**
 * The compiled selection of `configDir` (default <repoRoot>/config); null when the file does not
 * exist. `validated`: the file is part of a validation of that folder that passed (a kept one,
 * keyed by every file's text), so its schema is not checked again (ajv's compile of the schemas
 * was a quarter of a `validate` answered from what was kept).
 */
export function loadOfferSelection(
  repoRoot: string,
  config: CompiledConfig,
  configDir = join(repoRoot, 'config'),
  validated = false,
): CompiledOfferSelection | null {
  const path = join(configDir, OFFER_SELECTION_FILE);
  if (!existsSync(path)) return null;
  const file = relative(repoRoot, path).replace(/\\/g, '/');
  const read = readConfigFile(path);
  if (!read.ok) throw new Error(`${file}:${read.line}:${read.col}: ${read.message}`);
  const source = parseYamlSource(file, read.text);
  const problems = [...source.problems];
  if (problems.length === 0 && !validated) {
    const validate = createSchemaRegistry(join(repoRoot, 'schemas')).validator('offer-selection.schema.json');
    if (!validate(source.data)) problems.push(...schemaProblems(source, validate.errors ?? []));
  }
  if (problems.length > 0) {
    throw new Error(
      `${file} is not valid (run portal validate):\n${problems
        .slice(0, 5)
        .map((p) => `${p.file}:${p.line}:${p.col}: ${p.message}`)
        .join('\n')}`,
    );
  }
  return compileOfferSelection({ file, data: source.data as OfferSelectionFile, locate: (p) => source.locate(p) }, namedRulesOf(config));
}

/** The named rules as written: the compiled config keeps each one's original next to its logic. */
export function namedRulesOf(config: CompiledConfig): NamedRules {
  return Object.fromEntries(Object.entries(config.namedRules).map(([name, entry]) => [name, { description: entry.description, when: entry.rule.original }]));
}
