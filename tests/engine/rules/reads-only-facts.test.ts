import jsonLogic from 'json-logic-js';
import { describe, expect, it } from 'vitest';
import { evaluate, holds } from '../../../src/engine/rules/evaluate.ts';
import { offeredOperators } from '../../../src/engine/rules/operations.ts';
import { RULE_OPERATORS } from '../../../src/engine/rules/operators.ts';
import type { PreparedRule } from '../../../src/engine/rules/types.ts';

/**
 * A rule can only read facts. Config that bypassed `validate` (a hand-edited compiled
 * config, a future loader without lint) must still not reach a function through the evaluator.
 * json-logic-js, the reference implementation, is the contrast: where it reaches a function,
 * the portal's evaluator answers null.
 */
const facts = {
  customer: { id: 'C1', state: 'ACTIVE', name: 'Ada' },
  flags: { newDashboard: true },
  products: { wealthManagementLevels: [30, 50] },
};

const rule = (logic: unknown): PreparedRule => ({ original: logic as PreparedRule['original'], logic, source: null });

describe('a var path through a prototype key', () => {
  const paths = [
    'constructor',
    '__proto__',
    'prototype',
    'customer.constructor',
    'customer.constructor.constructor',
    'customer.__proto__',
    'customer.__proto__.constructor',
    'customer.name.constructor',
    'products.wealthManagementLevels.constructor',
    'customer.constructor.prototype',
    'flags.newDashboard.constructor',
  ];

  it.each(paths)('%s answers null', (path) => {
    expect(evaluate({ var: path }, facts)).toBeNull();
    // Even with a default: a refused path is not "absent", it is refused.
    expect(evaluate({ var: [path, 'fallback'] }, facts)).toBeNull();
  });

  it('reaches a function in json-logic-js (what the evaluator refuses)', () => {
    expect(typeof jsonLogic.apply({ var: 'customer.constructor.constructor' }, facts)).toBe('function');
    expect(typeof jsonLogic.apply({ var: 'customer.name.constructor' }, facts)).toBe('function');
  });

  it('answers null when the path is computed by the rule itself', () => {
    expect(evaluate({ var: { cat: ['customer.', 'con', 'structor'] } }, facts)).toBeNull();
    expect(evaluate({ var: { if: [true, '__proto__'] } }, facts)).toBeNull();
  });

  it('answers null when the prototype key is an own property of the data (JSON.parse makes "__proto__" one)', () => {
    const data = JSON.parse('{"__proto__": {"polluted": true}, "constructor": {"name": "x"}}') as object;
    expect(Object.hasOwn(data, '__proto__')).toBe(true);
    expect(evaluate({ var: '__proto__' }, data)).toBeNull();
    expect(evaluate({ var: '__proto__.polluted' }, data)).toBeNull();
    expect(evaluate({ var: 'constructor.name' }, data)).toBeNull();
  });

  it('makes a rule over it not hold, where json-logic-js would find something truthy', () => {
    const logic = { '!!': { var: 'customer.constructor' } };
    expect(jsonLogic.truthy(jsonLogic.apply(logic, facts))).toBe(true);
    expect(holds(rule(logic), facts)).toBe(false);
  });
});

describe('inherited members and functions', () => {
  it.each([
    'toString',
    'hasOwnProperty',
    'valueOf',
    'customer.toString',
    'customer.name.toUpperCase',
    'products.wealthManagementLevels.map',
    '__defineGetter__',
  ])('%s is absent (only own properties are facts)', (path) => {
    expect(evaluate({ var: path }, facts)).toBeNull();
    expect(evaluate({ var: [path, 'default'] }, facts)).toBe('default');
  });

  it('own data still reads as JSON-Logic reads it: nested keys, array elements, lengths', () => {
    expect(evaluate({ var: 'customer.state' }, facts)).toBe('ACTIVE');
    expect(evaluate({ var: 'products.wealthManagementLevels.1' }, facts)).toBe(50);
    expect(evaluate({ var: 'products.wealthManagementLevels.length' }, facts)).toBe(2);
    expect(evaluate({ var: 'customer.name.length' }, facts)).toBe(3);
    expect(evaluate({ var: '' }, facts)).toBe(facts);
  });

  it('never yields a function, even one the caller put into the data', () => {
    const data = { hook: () => 'ran', nested: { fn: Math.max } };
    expect(evaluate({ var: 'hook' }, data)).toBeNull();
    expect(evaluate({ var: 'nested.fn' }, data)).toBeNull();
    expect(evaluate({ var: '' }, () => 'ran')).toBeNull();
  });
});

describe('missing and missing_some', () => {
  it('report a prototype key as missing (its value is null) instead of reading it', () => {
    expect(evaluate({ missing: ['customer.constructor', 'customer.state', '__proto__'] }, facts)).toEqual(['customer.constructor', '__proto__']);
    expect(evaluate({ missing_some: [1, ['constructor', 'prototype']] }, facts)).toEqual(['constructor', 'prototype']);
    expect(evaluate({ missing_some: [1, ['constructor', 'customer.id']] }, facts)).toEqual([]);
    // json-logic-js finds the constructor function "present".
    expect(jsonLogic.apply({ missing: ['customer.constructor'] }, facts)).toEqual([]);
  });
});

describe('operators', () => {
  it('are exactly the operators config may use (RULE_OPERATORS; `rule` is expanded before evaluation)', () => {
    expect(new Set(offeredOperators())).toEqual(new Set([...RULE_OPERATORS].filter((op) => op !== 'rule')));
  });

  it.each([
    ['method', { method: [{ var: 'customer.name' }, 'toUpperCase'] }],
    ['log', { log: { var: 'customer.id' } }],
    ['filter', { filter: [{ var: 'products.wealthManagementLevels' }, true] }],
    ['map', { map: [{ var: 'products.wealthManagementLevels' }, { var: '' }] }],
    ['reduce', { reduce: [{ var: 'products.wealthManagementLevels' }, { var: 'current' }, 0] }],
    ['a dotted operator path', { 'Math.max': [1, 2] }],
    ['a leftover named-rule reference', { rule: 'is-active' }],
    ['constructor', { constructor: [] }],
    ['__proto__', JSON.parse('{"__proto__": [1]}')],
    ['hasOwnProperty', { hasOwnProperty: ['var'] }],
    ['toString', { toString: [] }],
  ])('%s is not offered: it answers null and never throws', (_name, logic) => {
    expect(() => evaluate(logic, facts)).not.toThrow();
    expect(evaluate(logic, facts)).toBeNull();
    expect(holds(rule({ '!': logic }), facts)).toBe(true);
  });

  it('an unknown operator nested anywhere answers null only for itself, like any null value', () => {
    expect(evaluate({ or: [{ log: 'x' }, { var: 'customer.state' }] }, facts)).toBe('ACTIVE');
    expect(evaluate({ cat: [{ method: ['a', 'toUpperCase'] }, '!'] }, facts)).toBe('!');
  });
});

describe('logic that cannot be evaluated', () => {
  it('answers null for values that throw when compared', () => {
    const data = JSON.parse('{"weird": {"toString": 1, "valueOf": 1}}') as object;
    expect(() => jsonLogic.apply({ '==': [{ var: 'weird' }, 1] }, data)).toThrow();
    expect(evaluate({ '==': [{ var: 'weird' }, 1] }, data)).toBeNull();
    expect(evaluate({ cat: [{ var: 'weird' }] }, data)).toBeNull();
  });

  it('answers null for logic nested deeper than any real rule, and for cyclic logic', () => {
    let deep: unknown = { var: 'customer.id' };
    for (let i = 0; i < 50_000; i++) deep = { '!!': [deep] };
    expect(evaluate(deep, facts)).toBeNull();
    const cyclic: { and: unknown[] } = { and: [] };
    cyclic.and.push(cyclic);
    expect(evaluate(cyclic, facts)).toBeNull();
    let shallow: unknown = { var: 'customer.id' };
    for (let i = 0; i < 50; i++) shallow = { '!!': [shallow] };
    expect(evaluate(shallow, facts)).toBe(true);
  });

  it('answers null for `*` without arguments, where json-logic-js throws', () => {
    expect(() => jsonLogic.apply({ '*': [] }, {})).toThrow();
    expect(evaluate({ '*': [] }, {})).toBeNull();
  });
});
