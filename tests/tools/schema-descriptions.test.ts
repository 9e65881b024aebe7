import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Editors show a property's description as help while a product owner types YAML, so every
 * property of every schema needs one (directly, or on the definition it refers to).
 */
function propertiesWithoutDescription(schema: unknown, defs: Record<string, unknown>, path: string, out: string[]): void {
  if (!schema || typeof schema !== 'object') return;
  const node = schema as Record<string, unknown>;
  const properties = node.properties as Record<string, Record<string, unknown>> | undefined;
  for (const [name, child] of Object.entries(properties ?? {})) {
    const ref = typeof child.$ref === 'string' ? (child.$ref.split('#/$defs/')[1] ?? '') : '';
    const described =
      typeof child.description === 'string' || (ref !== '' && typeof (defs[ref] as { description?: unknown } | undefined)?.description === 'string');
    if (!described) out.push(`${path}/${name}`);
  }
  for (const [key, child] of Object.entries(node)) {
    if (key === 'properties') {
      for (const [name, sub] of Object.entries(child as object)) propertiesWithoutDescription(sub, defs, `${path}/${name}`, out);
    } else if (typeof child === 'object') {
      propertiesWithoutDescription(child, defs, `${path}/${key}`, out);
    }
  }
}

describe('schemas help editors', () => {
  const dir = 'schemas';
  const common = JSON.parse(readFileSync(join(dir, 'common.schema.json'), 'utf8')) as { $defs: Record<string, unknown> };
  for (const file of readdirSync(dir).filter((f) => f.endsWith('.schema.json'))) {
    it(`${file} describes every property`, () => {
      const schema = JSON.parse(readFileSync(join(dir, file), 'utf8')) as { $defs?: Record<string, unknown> };
      const missing: string[] = [];
      propertiesWithoutDescription(schema, { ...common.$defs, ...(schema.$defs ?? {}) }, '', missing);
      expect(missing).toEqual([]);
    });
  }
});
