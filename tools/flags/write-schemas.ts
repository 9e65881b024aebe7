/**
 * Writes the `flags` parts of schemas/persona.schema.json and schemas/facts.schema.json from
 * the one declaration of the feature flags (src/engine/flags/declaration.ts). Run after
 * adding, changing or describing a flag:
 *   npx tsx tools/flags/write-schemas.ts
 * tests/engine/flags/declaration.test.ts fails while either file is out of date.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { FLAGS } from '../../src/engine/flags/declaration.ts';
import { flagDescriptions } from './descriptions.ts';
import { factFlagsSchema, personaFlagsSchema, withFlags } from './schemas.ts';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
export const DECLARATION_FILE = 'src/engine/flags/declaration.ts';

/** schemas/<file> -> its text as the writer would leave it. */
export function flagSchemaTexts(repoRoot: string = root): Record<string, string> {
  const descriptions = flagDescriptions(readFileSync(join(repoRoot, DECLARATION_FILE), 'utf8'));
  const read = (file: string) => readFileSync(join(repoRoot, 'schemas', file), 'utf8');
  return {
    'persona.schema.json': withFlags(read('persona.schema.json'), personaFlagsSchema(FLAGS, descriptions)),
    'facts.schema.json': withFlags(read('facts.schema.json'), factFlagsSchema(FLAGS, descriptions)),
  };
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  for (const [file, text] of Object.entries(flagSchemaTexts())) {
    writeFileSync(join(root, 'schemas', file), text);
    process.stdout.write(`wrote schemas/${file}\n`);
  }
}
