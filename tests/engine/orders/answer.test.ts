import { describe, expect, it } from 'vitest';
import { refusedAnswer } from '../../../src/engine/orders/answer.ts';

describe('refusedAnswer', () => {
  it('reads a limit with the numbers its message names and the currency', () => {
    expect(refusedAnswer(422, { error: 'order_limit', code: 'min', values: { min: 1000, note: 'x', bad: Number.NaN }, currency: 'EUR' })).toEqual({
      outcome: 'limit',
      code: 'min',
      values: { min: 1000 },
      currency: 'EUR',
    });
    expect(refusedAnswer(400, { error: 'order_limit', code: 'unExpectedError', reason: 'malformedBody' })).toEqual({
      outcome: 'limit',
      code: 'unExpectedError',
      values: {},
      currency: null,
    });
  });

  it('turns an unknown code into unExpectedError and a refusal to order into its reason', () => {
    expect(refusedAnswer(422, { error: 'order_limit', code: 'newCode', currency: 'euro' })).toMatchObject({ code: 'unExpectedError', currency: null });
    expect(refusedAnswer(409, { error: 'order_not_allowed', reason: 'maintenance' })).toEqual({ outcome: 'not-allowed', reason: 'maintenance' });
    expect(refusedAnswer(409, { error: 'order_not_allowed' })).toEqual({ outcome: 'not-allowed', reason: 'unknown' });
  });

  it('fails for anything else: no response, another shape, another status', () => {
    for (const [status, body] of [
      [0, undefined],
      [500, '<html>'],
      [422, []],
      [503, { error: 'maintenance' }],
      [401, { error: 'order_limit', code: 'min' }],
    ] as const) {
      expect(refusedAnswer(status, body)).toEqual({ outcome: 'failed' });
    }
  });
});
