// Wrong passwords sent in parallel were each answered after the same one delay (100
// in 2 s). Attempts are throttled per username and per client address now: each waits its turn,
// one delay after the last, so 100 parallel guesses take 100 delays. The stack runs with a short
// delay here (10 ms) so the test measures the spacing without long waits.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LoginThrottle } from '../../../server/identity/login-throttle.ts';
import { activeCustomer, TEST_PERSONAS } from '../fixtures.ts';
import { startHarness, type Harness } from '../harness.ts';
import { authorize, PASSWORD, type AuthorizationRequest } from '../oidc-client.ts';
import { raw } from './raw.ts';

const DELAY = 10;
const others = Array.from({ length: 3 }, (_, i) => activeCustomer({ id: `other-${i}-de` }));

let h: Harness;
beforeAll(async () => {
  h = await startHarness({ wrongPasswordDelayMs: DELAY }, [...TEST_PERSONAS, ...others]);
});
afterAll(() => h.stop());

/** Posts the sign-in form of `request` from a loopback address, as that client's browser would. */
function attempt(request: AuthorizationRequest, username: string, password: string, from = '127.0.0.1') {
  const cookie = [...request.browser.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  return raw(
    h.stack.port,
    'POST',
    `${request.interaction}/login`,
    { 'content-type': 'application/x-www-form-urlencoded', cookie },
    new URLSearchParams({ username, password }).toString(),
    from,
  );
}

describe('wrong passwords in parallel', () => {
  it('for one username take one delay each, and the right password afterwards still signs in', async () => {
    const request = await authorize(h.stack);
    const arrivals: number[] = [];
    const answers = await Promise.all(
      Array.from({ length: 100 }, (_, i) => attempt(request, 'active-de', `wrong-${i}`).then((answer) => (arrivals.push(performance.now()), answer))),
    );
    for (const answer of answers) expect(answer.status).toBe(401);
    // One after another, a delay apart: the first answer to the last spans 99 delays.
    expect(Math.max(...arrivals) - Math.min(...arrivals)).toBeGreaterThanOrEqual(99 * DELAY * 0.95);
    const right = await attempt(request, 'active-de', PASSWORD);
    expect(right.status).toBe(303);
  });

  it('for many usernames from one address take one delay each; another address is not held up by them', async () => {
    const request = await authorize(h.stack);
    const other = await authorize(h.stack);
    const started = performance.now();
    const flood = Promise.all(Array.from({ length: 100 }, (_, i) => attempt(request, `nobody-${i}`, 'wrong')));
    // Meanwhile another client guesses once and signs in: answered at once, not after the flood.
    const elsewhere = performance.now();
    expect((await attempt(other, 'other-0-de', 'wrong', '127.0.0.2')).status).toBe(401);
    expect((await attempt(other, 'other-1-de', PASSWORD, '127.0.0.2')).status).toBe(303);
    const otherTook = performance.now() - elsewhere;
    await flood;
    const took = performance.now() - started;
    expect(took).toBeGreaterThanOrEqual(100 * DELAY * 0.95);
    expect(otherTook).toBeLessThan(took / 2);
  });
});

describe('LoginThrottle', () => {
  it('spaces the attempts of a key one delay apart, from the moment of the first; the right password answers at its turn', () => {
    const throttle = new LoginThrottle({ delayMs: 1000, now: () => 5000 });
    const turns = Array.from({ length: 100 }, () => throttle.reserve(['user:a', 'address:x']));
    expect(turns[0]).toBe(5000);
    expect(turns[99]).toBe(5000 + 99 * 1000);
    // Another user from another address is not behind them.
    expect(throttle.reserve(['user:b', 'address:y'])).toBe(5000);
    // One of them from address x is.
    expect(throttle.reserve(['user:c', 'address:x'])).toBe(5000 + 100 * 1000);
  });

  it('forgets a key once its turn has passed, and never holds more than its maximum of keys', () => {
    let now = 0;
    const throttle = new LoginThrottle({ delayMs: 10, now: () => now, maxKeys: 50 });
    for (let i = 0; i < 500; i++) throttle.reserve([`user:${i}`]);
    expect(throttle.size).toBeLessThanOrEqual(50);
    now = 1000;
    throttle.reserve(['user:late']);
    expect(throttle.size).toBe(1);
  });
});
