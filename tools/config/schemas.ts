import Ajv2020, { type ErrorObject, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * One ajv instance for every schema in schemas/ (Backstage config-loader idea): schemas
 * reference each other by file name, exactly as editors resolve them next to the YAML.
 */
export function createSchemaRegistry(schemasDir: string) {
  // verbose: errors carry parentSchema, which the "did you mean" hint for unknown properties reads.
  const ajv = new Ajv2020({ allErrors: true, strict: false, verbose: true });
  addFormats(ajv);
  for (const file of readdirSync(schemasDir)) {
    if (file.endsWith('.schema.json')) ajv.addSchema(JSON.parse(readFileSync(join(schemasDir, file), 'utf8')), file);
  }
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

export type SchemaRegistry = ReturnType<typeof createSchemaRegistry>;
export type { ErrorObject };
