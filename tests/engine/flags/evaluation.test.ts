/**
 * Flag definitions evaluated by @openfeature/flagd-core (src/node/flags/evaluate.ts): a
 * fractional rollout is sticky per customer and fair, and the personas' own flags are targeting
 * on their key that goes before a rollout but not before the kill switch.
 */
import { describe, expect, it } from 'vitest';
import type { FlagdFlagSet } from '../../../src/engine/flags/flagd-format.ts';
import { withPersonaTargeting } from '../../../src/engine/flags/persona-targeting.ts';
import { FlagEvaluator } from '../../../src/node/flags/evaluate.ts';

const rollout = (weights: [string, number][]): FlagdFlagSet => ({
  flags: {
    newDashboard: {
      state: 'ENABLED',
      variants: Object.fromEntries(weights.map(([variant]) => [variant, variant])),
      defaultVariant: weights[0]![0],
      targeting: { fractional: weights },
    },
  },
});

function shares(set: FlagdFlagSet, keys: number): Record<string, number> {
  const evaluator = new FlagEvaluator(set);
  const counts: Record<string, number> = {};
  for (let n = 0; n < keys; n++) {
    const variant = evaluator.evaluate('newDashboard', { targetingKey: `DE${String(n).padStart(10, '0')}` }).variant ?? 'none';
    counts[variant] = (counts[variant] ?? 0) + 1;
  }
  return Object.fromEntries(Object.entries(counts).map(([variant, count]) => [variant, (count * 100) / keys]));
}

describe('a fractional rollout', () => {
  it.each([
    [
      [
        ['on', 10],
        ['off', 90],
      ] as [string, number][],
    ],
    [
      [
        ['a', 50],
        ['b', 30],
        ['c', 20],
      ] as [string, number][],
    ],
  ])('is fair: over 10,000 customers each share is within 2 points of its weight (%j)', (weights) => {
    const got = shares(rollout(weights), 10_000);
    for (const [variant, weight] of weights) expect(Math.abs((got[variant] ?? 0) - weight), `${variant}: ${got[variant]}%`).toBeLessThanOrEqual(2);
  });

  it('is sticky per customer, and split apart per flag', () => {
    const evaluator = new FlagEvaluator(
      rollout([
        ['on', 50],
        ['off', 50],
      ]),
    );
    const first = Array.from({ length: 200 }, (_, n) => evaluator.evaluate('newDashboard', { targetingKey: `K${n}` }).variant);
    const again = Array.from({ length: 200 }, (_, n) => evaluator.evaluate('newDashboard', { targetingKey: `K${n}` }).variant);
    expect(again).toEqual(first);
    const renamed = new FlagEvaluator({
      flags: {
        otherFlag: rollout([
          ['on', 50],
          ['off', 50],
        ]).flags.newDashboard!,
      },
    });
    const other = Array.from({ length: 200 }, (_, n) => renamed.evaluate('otherFlag', { targetingKey: `K${n}` }).variant);
    expect(other).not.toEqual(first);
  });
});

describe("the personas' own flags", () => {
  const set: FlagdFlagSet = {
    flags: {
      newDashboard: {
        state: 'ENABLED',
        variants: { on: true, off: false },
        defaultVariant: 'off',
        targeting: {
          fractional: [
            ['on', 100],
            ['off', 0],
          ],
        },
      },
      paymentMethods: { state: 'DISABLED', variants: { on: true, off: false }, defaultVariant: 'on' },
      newMarketLocales: { state: 'ENABLED', variants: { none: { locales: [] } }, defaultVariant: 'none' },
    },
  };
  const targeted = withPersonaTargeting(set, [{ key: 'DE1', flags: { newDashboard: false, paymentMethods: true, newMarketLocales: ['pl-pl'] } }]);
  const evaluator = new FlagEvaluator(targeted);

  it('go before the rollout for their key only', () => {
    expect(evaluator.evaluate('newDashboard', { targetingKey: 'DE1' })).toMatchObject({ value: false, variant: 'off', reason: 'TARGETING_MATCH' });
    expect(evaluator.evaluate('newDashboard', { targetingKey: 'DE2' })).toMatchObject({ value: true, variant: 'on' });
  });

  it('add a variant for a value no variant has, and leave the definitions they came from as they were', () => {
    expect(evaluator.evaluate('newMarketLocales', { targetingKey: 'DE1' })).toMatchObject({ value: { locales: ['pl-pl'] }, variant: 'persona-1' });
    expect(set.flags.newMarketLocales!.variants).toEqual({ none: { locales: [] } });
  });

  it('do not beat the kill switch', () => {
    expect(evaluator.evaluate('paymentMethods', { targetingKey: 'DE1' })).toEqual(expect.objectContaining({ reason: 'DISABLED' }));
    expect(evaluator.evaluate('paymentMethods', { targetingKey: 'DE1' }).value).toBeUndefined();
  });
});
