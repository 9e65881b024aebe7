/**
 * The order vocabulary is declared once, in src/engine/orders/; schemas/orders.schema.json is
 * generated from it. These tests fail when the schema file's enums and the TypeScript lists
 * differ (someone edited one and not the other), and check what the spec says of the lists.
 */
import { readFileSync } from 'node:fs';
import Ajv2020 from 'ajv/dist/2020.js';
import { describe, expect, it } from 'vitest';
import { ORDER_VOCABULARY, ORDERS_SCHEMA_FILE } from '../../../src/engine/orders/vocabulary.ts';
import { INSTRUCTION_STATES, ORDER_STATES } from '../../../src/engine/orders/states.ts';
import { ORDER_LIMIT_ERROR_CODES, ORDER_PRECONDITION_CODES } from '../../../src/engine/orders/error-codes.ts';
import { ordersSchemaText } from '../../../tools/orders/write-schema.ts';

interface EnumDef {
  enum?: unknown[];
  enumDescriptions?: unknown[];
  description?: unknown;
}
const schemaText = readFileSync(`schemas/${ORDERS_SCHEMA_FILE}`, 'utf8');
const schema = JSON.parse(schemaText) as { $defs: Record<string, EnumDef> };

describe('schemas/orders.schema.json and the TypeScript order vocabulary', () => {
  it('has one definition per TypeScript list, and no other', () => {
    expect(Object.keys(schema.$defs).sort()).toEqual(ORDER_VOCABULARY.map((list) => list.name).sort());
  });

  it.each(ORDER_VOCABULARY.map((list) => [list.name, list] as const))('%s: the schema enum is the TypeScript list, in order', (name, list) => {
    expect(schema.$defs[name]?.enum).toEqual([...list.values]);
  });

  it('is exactly what tools/orders/write-schema.ts writes (run it after changing a list)', () => {
    expect(schemaText).toBe(ordersSchemaText());
  });

  it.each(ORDER_VOCABULARY.map((list) => [list.name, list] as const))('%s: every value is described, once', (name, list) => {
    expect(new Set(list.values).size, `${name} has a duplicate`).toBe(list.values.length);
    for (const value of list.values) expect(list.descriptions[value]?.trim(), `${name}.${value}`).toBeTruthy();
    expect(schema.$defs[name]?.enumDescriptions).toEqual(list.values.map((value) => list.descriptions[value]));
    expect(typeof schema.$defs[name]?.description).toBe('string');
  });

  it('a payload check can refer to a list: the schema accepts its values and refuses others', () => {
    const ajv = new Ajv2020({ strict: false });
    ajv.addSchema(schema, ORDERS_SCHEMA_FILE);
    const orderState = ajv.getSchema(`${ORDERS_SCHEMA_FILE}#/$defs/orderState`)!;
    expect(orderState('EXECUTED')).toBe(true);
    expect(orderState('executed')).toBe(false);
    expect(orderState('FUNDED')).toBe(false);
    expect(ajv.getSchema(`${ORDERS_SCHEMA_FILE}#/$defs/instructionState`)!('FUNDED')).toBe(true);
  });
});

describe('the lists as the spec gives them (spec 4, 8)', () => {
  it('instruction states are the order states plus ISSUE_IDENTIFIED and FUNDED', () => {
    expect(INSTRUCTION_STATES).toEqual([...ORDER_STATES, 'ISSUE_IDENTIFIED', 'FUNDED']);
  });

  it("error codes keep the service's spelling", () => {
    expect(ORDER_LIMIT_ERROR_CODES).toContain('savingPlanInprogress');
    expect(ORDER_LIMIT_ERROR_CODES).toContain('unExpectedError');
    expect(ORDER_PRECONDITION_CODES).toContain('other_order_already_in_progress');
  });
});
