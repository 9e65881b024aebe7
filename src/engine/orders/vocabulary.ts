/**
 * The order vocabulary in one table: each list of values (order types, states, error codes)
 * with the name of its definition in schemas/orders.schema.json and a description of every
 * value. The TypeScript lists are the one declaration; ordersSchema() builds the JSON Schema
 * from them (tools/orders/write-schema.ts writes the file) and a test fails when the file's
 * enums and these lists differ, so neither can change alone.
 */
import { ORDER_TYPES, ORDER_TYPE_DESCRIPTIONS } from './order-types.ts';
import {
  ACCOUNT_LINK_STATES,
  ACCOUNT_LINK_STATE_DESCRIPTIONS,
  FLOW_TYPES,
  FLOW_TYPE_DESCRIPTIONS,
  INSTRUCTION_STATES,
  INSTRUCTION_STATE_DESCRIPTIONS,
  ORDER_STATES,
  ORDER_STATE_DESCRIPTIONS,
  PORTFOLIO_STATES,
  PORTFOLIO_STATE_DESCRIPTIONS,
  SEVERITIES,
  SEVERITY_DESCRIPTIONS,
  TRANSACTION_STATES,
  TRANSACTION_STATE_DESCRIPTIONS,
} from './states.ts';
import { ORDER_LIMIT_ERROR_CODES, ORDER_LIMIT_ERROR_DESCRIPTIONS, ORDER_PRECONDITION_CODES, ORDER_PRECONDITION_DESCRIPTIONS } from './error-codes.ts';

export interface VocabularyList {
  /** The definition's name under `$defs` in schemas/orders.schema.json. */
  name: string;
  description: string;
  values: readonly string[];
  descriptions: Readonly<Record<string, string>>;
}

export const ORDER_VOCABULARY: readonly VocabularyList[] = [
  { name: 'orderType', description: 'Kind of order (spec 3).', values: ORDER_TYPES, descriptions: ORDER_TYPE_DESCRIPTIONS },
  { name: 'orderState', description: 'State of an order (spec 4).', values: ORDER_STATES, descriptions: ORDER_STATE_DESCRIPTIONS },
  {
    name: 'instructionState',
    description: 'State of an instruction: the order states plus ISSUE_IDENTIFIED and FUNDED (spec 4).',
    values: INSTRUCTION_STATES,
    descriptions: INSTRUCTION_STATE_DESCRIPTIONS,
  },
  {
    name: 'transactionState',
    description: 'State of a transaction of an order (spec 4).',
    values: TRANSACTION_STATES,
    descriptions: TRANSACTION_STATE_DESCRIPTIONS,
  },
  {
    name: 'portfolioState',
    description: 'Status of a portfolio while orders run (spec 4).',
    values: PORTFOLIO_STATES,
    descriptions: PORTFOLIO_STATE_DESCRIPTIONS,
  },
  {
    name: 'accountLinkState',
    description: 'State of an account link or a portfolio-like resource (spec 4).',
    values: ACCOUNT_LINK_STATES,
    descriptions: ACCOUNT_LINK_STATE_DESCRIPTIONS,
  },
  { name: 'flowType', description: 'Order flow (spec 4).', values: FLOW_TYPES, descriptions: FLOW_TYPE_DESCRIPTIONS },
  { name: 'severity', description: 'Severity of a message about an order (spec 4).', values: SEVERITIES, descriptions: SEVERITY_DESCRIPTIONS },
  {
    name: 'orderLimitErrorCode',
    description: 'Why the order service refuses an amount (spec 8). Customer messages: config/strings/engine, keys order.limit.<code>.',
    values: ORDER_LIMIT_ERROR_CODES,
    descriptions: ORDER_LIMIT_ERROR_DESCRIPTIONS,
  },
  {
    name: 'orderPreconditionCode',
    description: 'Why an order cannot be placed on the portfolio as it is (spec 8). Customer messages: config/strings/engine, keys order.precondition.<code>.',
    values: ORDER_PRECONDITION_CODES,
    descriptions: ORDER_PRECONDITION_DESCRIPTIONS,
  },
];

/** File name of the generated schema, in schemas/. */
export const ORDERS_SCHEMA_FILE = 'orders.schema.json';

/**
 * The JSON Schema of the vocabulary: one `$defs` entry per list, with `enum` and, for editors,
 * `enumDescriptions` (the VS Code JSON and YAML language servers show them beside each value).
 * Other schemas and payload checks refer to a list as `orders.schema.json#/$defs/orderState`.
 */
export function ordersSchema(): Record<string, unknown> {
  return {
    $schema: 'https://json-schema.org/draft/2020-12/schema',
    $comment: 'Generated from src/engine/orders/ by `npx tsx tools/orders/write-schema.ts`; edit the TypeScript lists, not this file.',
    title: 'Order vocabulary',
    description:
      'Order types, order, instruction, transaction, portfolio and account-link states, flow types, severities and the order error codes (spec 3, 4, 8). Refer to one list as orders.schema.json#/$defs/<name>.',
    $defs: Object.fromEntries(
      ORDER_VOCABULARY.map((list) => [
        list.name,
        { description: list.description, type: 'string', enum: [...list.values], enumDescriptions: list.values.map((value) => list.descriptions[value] ?? '') },
      ]),
    ),
  };
}
