import jsonLogic from 'json-logic-js';
import { describe, expect, it } from 'vitest';
import { evaluate } from '../../../src/engine/rules/evaluate.ts';
import { seededRandom, seedFrom, type Random } from '../../support/seeded-random.ts';

/**
 * The portal's evaluator against json-logic-js 2.0.5, the reference implementation it
 * replaced: thousands of generated rules over the operators config may use, on plain JSON
 * data, give the same value. Hostile data and refused operators are where they differ on
 * purpose (reads-only-facts.test.ts); they are not generated here.
 */
const SEED = seedFrom(process.env.FUZZ_SEED, 20261123);
const RULES = 4000;

const KEYS = ['a', 'b', 'items', 'name', 'n', 'flag', 'nested', 'nested.x', 'nested.list.0', 'items.1', 'name.length', 'nope', 'nope.deeper'];
const DATA = [
  { a: 1, b: '2', items: [1, 2, 3], name: 'Ada', n: 0, flag: true, nested: { x: 'y', list: ['p', 'q'] } },
  { a: -3.5, b: 0, items: [], name: '', n: null, flag: false, nested: { x: null, list: [] } },
  { a: '10', b: [1], items: [{ qty: 2 }, { qty: 0 }], name: 'Spring', n: 7, flag: 'yes', nested: null },
  null,
];
const SCALARS: unknown[] = [0, 1, -1, 2, 3.5, '1', '0', '', 'a', 'Spring', 'field', true, false, null, [], [1, 2], ['a', 'b']];

function literal(random: Random): unknown {
  return random.pick(SCALARS);
}

function variable(random: Random): unknown {
  const key = random.pick(KEYS);
  return random.chance(0.3) ? { var: [key, literal(random)] } : { var: key };
}

function args(random: Random, depth: number, min: number, max: number): unknown[] {
  const count = min + random.int(max - min + 1);
  return Array.from({ length: count }, () => expression(random, depth + 1));
}

function expression(random: Random, depth: number): unknown {
  if (depth > 3 || random.chance(0.3)) return random.chance(0.5) ? variable(random) : literal(random);
  const op = random.pick([
    '==',
    '===',
    '!=',
    '!==',
    '>',
    '>=',
    '<',
    '<=',
    '!',
    '!!',
    'and',
    'or',
    'if',
    '?:',
    'in',
    'cat',
    'substr',
    '+',
    '-',
    '*',
    '/',
    '%',
    'min',
    'max',
    'merge',
    'missing',
    'missing_some',
    'some',
    'all',
    'none',
    'var',
  ] as const);
  switch (op) {
    case '!':
    case '!!':
      return random.chance(0.5) ? { [op]: expression(random, depth + 1) } : { [op]: args(random, depth, 1, 1) };
    case 'and':
    case 'or':
    case 'cat':
    case 'merge':
    case 'min':
    case 'max':
    case '+':
      return { [op]: args(random, depth, 1, 4) };
    case '*':
      return { [op]: args(random, depth, 1, 3) };
    case 'if':
    case '?:':
      return { [op]: args(random, depth, 0, 5) };
    case '<':
    case '<=':
    case '-':
      return { [op]: args(random, depth, 1, 3) };
    case 'substr':
      return { [op]: args(random, depth, 2, 3) };
    case 'missing':
      return { missing: Array.from({ length: random.int(3) + 1 }, () => random.pick(KEYS)) };
    case 'missing_some':
      return { missing_some: [random.int(3), Array.from({ length: random.int(3) + 1 }, () => random.pick(KEYS))] };
    case 'some':
    case 'all':
    case 'none':
      return { [op]: [variable(random), { '>=': [{ var: random.pick(['', 'qty']) }, literal(random)] }] };
    case 'var':
      return { var: [expression(random, depth + 1)] };
    default:
      return { [op]: args(random, depth, 2, 2) };
  }
}

describe('the evaluator and json-logic-js (reference implementation)', () => {
  it(`agree on ${RULES} generated rules x ${DATA.length} data sets (seed ${SEED}; replay with FUZZ_SEED)`, () => {
    const random = seededRandom(SEED);
    let compared = 0;
    for (let i = 0; i < RULES; i++) {
      const rule = expression(random, 0);
      for (const data of DATA) {
        let expected: unknown;
        try {
          expected = jsonLogic.apply(rule as jsonLogic.RulesLogic, data);
        } catch {
          continue; // The reference throws (e.g. a var path through null arrays of arrays); the evaluator answers null by design.
        }
        const actual = evaluate(rule, data);
        if (!Object.is(actual, expected)) {
          expect(actual, `seed ${SEED}, rule ${i}: ${JSON.stringify(rule)} with ${JSON.stringify(data)}`).toEqual(expected);
        }
        compared++;
      }
    }
    expect(compared).toBeGreaterThan(RULES * DATA.length * 0.95);
  });
});
