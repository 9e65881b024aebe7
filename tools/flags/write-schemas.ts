/**
 * Writes what is derived from the flag definitions (config/flags/*.yaml, flagd's format): the
 * `flags` parts of schemas/persona.schema.json and schemas/facts.schema.json, and the browser's
 * table of flags (src/engine/flags/table.generated.ts). Run after adding, changing or
 * describing a flag:
 *   npx tsx tools/flags/write-schemas.ts
 * tests/engine/flags/declaration.test.ts fails while any of them is out of date.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadFlagDefinitions } from '../../src/node/flags/definitions.ts';
import { declaredFlags, flagTableText } from './declarations.ts';
import { factFlagsSchema, personaFlagsSchema, withFlags } from './schemas.ts';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
export const TABLE_FILE = 'src/engine/flags/table.generated.ts';

/** Repository-relative file -> its text as the writer would leave it. */
export function flagSchemaTexts(repoRoot: string = root, configDir = join(repoRoot, 'config')): Record<string, string> {
  const definitions = loadFlagDefinitions(repoRoot, configDir);
  if (definitions.problems.length) throw new Error(definitions.problems.map((p) => `${p.file}: ${p.message}`).join('\n'));
  const declared = declaredFlags(definitions.set);
  const read = (file: string) => readFileSync(join(repoRoot, 'schemas', file), 'utf8');
  return {
    'schemas/persona.schema.json': withFlags(read('persona.schema.json'), personaFlagsSchema(declared.table, declared.descriptions)),
    'schemas/facts.schema.json': withFlags(read('facts.schema.json'), factFlagsSchema(declared.table, declared.descriptions)),
    [TABLE_FILE]: flagTableText(declared),
  };
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  for (const [file, text] of Object.entries(flagSchemaTexts())) {
    writeFileSync(join(root, file), text);
    process.stdout.write(`wrote ${file}\n`);
  }
}
