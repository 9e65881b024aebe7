/**
 * Writes schemas/orders.schema.json from the order vocabulary (src/engine/orders/), the one
 * declaration of order types, states and error codes. Run after changing a list:
 *   npx tsx tools/orders/write-schema.ts
 * tests/engine/orders/vocabulary.test.ts fails while the file is out of date.
 */
import { writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ORDERS_SCHEMA_FILE, ordersSchema } from '../../src/engine/orders/vocabulary.ts';

export function ordersSchemaText(): string {
  return `${JSON.stringify(ordersSchema(), null, 2)}\n`;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const target = join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'schemas', ORDERS_SCHEMA_FILE);
  writeFileSync(target, ordersSchemaText());
  process.stdout.write(`wrote ${target}\n`);
}
