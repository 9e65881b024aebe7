import type { ErrorObject, ValidateFunction } from 'ajv/dist/2020.js';
import { ajvPackages } from '../../src/node/ajv-packages.ts';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * One ajv instance for every schema in schemas/ (Backstage config-loader idea): schemas
 * reference each other by file name, exactly as editors resolve them next to the YAML.
 */
export function createSchemaRegistry(schemasDir: string) {
  const texts = readdirSync(schemasDir)
    .filter((file) => file.endsWith('.schema.json'))
    .sort()
    .map((file) => ({ file, text: readFileSync(join(schemasDir, file), 'utf8') }));
  // Compiling the schemas is a good part of a validation run; the same schema texts compile
  // to the same validators, so a run after an edit to config/ (not schemas/) reuses them.
  const fingerprint = texts.map((t) => `${t.file}\u0000${t.text}`).join('\u0000');
  const cached = lastRegistry.get(schemasDir);
  if (cached?.fingerprint === fingerprint) return cached.registry;
  const registry = compileRegistry(schemasDir, texts);
  lastRegistry.set(schemasDir, { fingerprint, registry });
  return registry;
}

const lastRegistry = new Map<string, { fingerprint: string; registry: ReturnType<typeof compileRegistry> }>();

function compileRegistry(schemasDir: string, texts: { file: string; text: string }[]) {
  // verbose: errors carry parentSchema, which the "did you mean" hint for unknown properties reads.
  const { Ajv2020, addFormats } = ajvPackages();
  const ajv = new Ajv2020({ allErrors: true, strict: false, verbose: true });
  addFormats(ajv);
  for (const { file, text } of texts) ajv.addSchema(JSON.parse(text), file);
  const cache = new Map<string, ValidateFunction>();
  return {
    validator(schemaFile: string): ValidateFunction {
      let fn = cache.get(schemaFile);
      if (!fn) {
        fn = ajv.getSchema(schemaFile);
        if (!fn) throw new Error(`no schema ${schemaFile} in ${schemasDir}`);
        cache.set(schemaFile, fn);
      }
      return fn;
    },
    schema(schemaFile: string): unknown {
      return ajv.getSchema(schemaFile)?.schema;
    },
  };
}

export type SchemaRegistry = ReturnType<typeof compileRegistry>;
export type { ErrorObject };
