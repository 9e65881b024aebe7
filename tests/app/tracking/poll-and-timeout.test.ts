// Spec 9 timing of the tracking services, driven by fake timers: identification polls every
// 300 ms, 10 tries in all; the marketing-analytics script gives up after 4000 ms.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { pollFor } from '../../../src/app/tracking/poll.ts';
import { loadScriptWithin, ScriptTimeoutError } from '../../../src/app/tracking/script-timeout.ts';
import { GLOBAL_TIMERS } from '../../../src/app/tracking/timers.ts';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

/** Settles a promise's state without waiting for it: 'pending', or its value. */
async function stateOf<T>(promise: Promise<T>): Promise<{ settled: false } | { settled: true; value: T }> {
  let result: { settled: false } | { settled: true; value: T } = { settled: false };
  void promise.then((value) => (result = { settled: true, value }));
  await vi.advanceTimersByTimeAsync(0);
  return result;
}

describe('identification poll', () => {
  it('asks at once, then every 300 ms, and answers as soon as the value is there', async () => {
    const asked: number[] = [];
    const start = Date.now();
    let value: string | null = null;
    const polled = pollFor(
      () => {
        asked.push(Date.now() - start);
        return value;
      },
      { timers: GLOBAL_TIMERS },
    );
    await vi.advanceTimersByTimeAsync(899);
    expect(asked).toEqual([0, 300, 600]);
    value = 'desktop-1';
    await vi.advanceTimersByTimeAsync(1);
    expect(asked).toEqual([0, 300, 600, 900]);
    expect(await stateOf(polled)).toEqual({ settled: true, value: 'desktop-1' });
  });

  it('gives up after 10 tries (2700 ms) with null, and asks no more', async () => {
    const read = vi.fn(() => null);
    const polled = pollFor(read, { timers: GLOBAL_TIMERS });
    await vi.advanceTimersByTimeAsync(2699);
    expect(read).toHaveBeenCalledTimes(9);
    expect((await stateOf(polled)).settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(read).toHaveBeenCalledTimes(10);
    expect(await stateOf(polled)).toEqual({ settled: true, value: null });
    await vi.advanceTimersByTimeAsync(10_000);
    expect(read).toHaveBeenCalledTimes(10);
  });

  it('a read that throws counts as not there yet', async () => {
    let tries = 0;
    const polled = pollFor(() => {
      tries += 1;
      if (tries < 3) throw new Error('SDK half set up');
      return 'ok';
    });
    await vi.advanceTimersByTimeAsync(600);
    expect(await polled).toBe('ok');
  });
});

describe('marketing-analytics script timeout', () => {
  it('a script that has not loaded after 4000 ms fails with a ScriptTimeoutError', async () => {
    const load = vi.fn(() => new Promise<void>(() => undefined));
    const loading = loadScriptWithin(load, '/sdk.js');
    const outcome = loading.then(
      () => 'loaded',
      (error: unknown) => error,
    );
    await vi.advanceTimersByTimeAsync(3999);
    expect((await stateOf(outcome)).settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    const error = await outcome;
    expect(error).toBeInstanceOf(ScriptTimeoutError);
    expect(String(error)).toContain('/sdk.js did not load within 4000 ms');
    expect(load).toHaveBeenCalledWith('/sdk.js');
  });

  it('a script that loads in time resolves and leaves no timer behind', async () => {
    const loading = loadScriptWithin(() => new Promise<void>((resolve) => setTimeout(resolve, 3900)), '/sdk.js');
    await vi.advanceTimersByTimeAsync(3900);
    await expect(loading).resolves.toBeUndefined();
    expect(vi.getTimerCount()).toBe(0);
  });

  it('a script that errors fails at once', async () => {
    const loading = loadScriptWithin(() => Promise.reject(new Error('404')), '/sdk.js');
    await expect(loading).rejects.toThrow('404');
  });
});
