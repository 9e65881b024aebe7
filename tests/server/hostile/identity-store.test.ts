// The identity provider's store under a flood. It was one store capped at 1,000
// entries for everything, so anonymous sign-in starts or token exchanges pushed an idle signed-in
// customer's grant and refresh token out of it (logged out). Grants, refresh tokens and sessions
// are never evicted for space now; interactions have a bound of their own, and anonymous sign-in
// starts are rate-limited per client address.
import { createHash, randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createIdentityStore } from '../../../server/identity/store.ts';
import { login, postForm, startHarness, type Harness } from '../harness.ts';
import { raw } from './raw.ts';

const TOKEN = '/auth/protocol/openid-connect/token';

/** An authorization request as a browser without a provider session sends it: a new anonymous sign-in. */
function startPath(port: number): string {
  const query = new URLSearchParams({
    client_id: 'login',
    redirect_uri: `http://127.0.0.1:${port}/de-de/login/`,
    response_type: 'code',
    scope: 'openid offline_access',
    code_challenge: createHash('sha256').update(randomBytes(32).toString('base64url')).digest('base64url'),
    code_challenge_method: 'S256',
    state: randomBytes(8).toString('base64url'),
  });
  return `/auth/protocol/openid-connect/auth?${query}`;
}

async function inBatches<T>(count: number, one: () => Promise<T>): Promise<T[]> {
  const all: T[] = [];
  for (let i = 0; i < count; i += 50) all.push(...(await Promise.all(Array.from({ length: Math.min(50, count - i) }, one))));
  return all;
}

describe('the identity store under a flood', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness();
  });
  afterAll(() => h.stop());
  const refresh = (token: string) => postForm(h.stack, TOKEN, { grant_type: 'refresh_token', client_id: 'login', refresh_token: token });

  it('1,100 anonymous sign-in starts from one address: the first ones pass, the rest get 429, and an idle customer stays signed in', async () => {
    const idle = await login(h.stack, 'active-de');
    const statuses = await inBatches(1100, async () => (await raw(h.stack.port, 'GET', startPath(h.stack.port))).status);
    const passed = statuses.filter((status) => status === 303).length;
    expect(passed).toBeGreaterThan(0);
    expect(passed).toBeLessThanOrEqual(100);
    expect(statuses.filter((status) => status === 429)).toHaveLength(1100 - passed);
    const refused = await raw(h.stack.port, 'GET', startPath(h.stack.port));
    expect(refused.status).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    // Another address is another client; and the limit refills with time.
    expect((await raw(h.stack.port, 'GET', startPath(h.stack.port), {}, undefined, '127.0.0.2')).status).toBe(303);
    h.clock.advance(120);
    expect((await raw(h.stack.port, 'GET', startPath(h.stack.port))).status).toBe(303);
    expect((await refresh(idle.refresh_token)).status).toBe(200);
  });

  it('520 token exchanges (1,040 store entries before, over the old 1,000) of one access token: one hand-over, and an idle customer stays signed in', async () => {
    const idle = await login(h.stack, 'active-de');
    const giver = await login(h.stack, 'active-de');
    const statuses = await inBatches(
      520,
      async () =>
        (
          await postForm(h.stack, TOKEN, {
            grant_type: 'urn:ietf:params:oauth:grant-type:token-exchange',
            client_id: 'login',
            subject_token: giver.access_token,
            subject_token_type: 'urn:ietf:params:oauth:token-type:access_token',
            requested_token_type: 'urn:ietf:params:oauth:token-type:refresh_token',
          })
        ).status,
    );
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect((await refresh(idle.refresh_token)).status).toBe(200);
  });
});

describe('the identity store itself', () => {
  const payload = (extra: Record<string, unknown> = {}) => ({ iat: 1, exp: 2_000_000_000, ...extra });

  it('keeps grants, refresh tokens and sessions while interactions are pushed out by newer ones', async () => {
    let now = 1_000_000;
    const store = createIdentityStore({ now: () => now, clockTolerance: 0, bounds: { Interaction: 100 } });
    await store.adapter('Grant').upsert('g1', payload({ accountId: 'a' }), 600);
    await store.adapter('RefreshToken').upsert('r1', payload({ grantId: 'g1' }), 600);
    await store.adapter('Session').upsert('s1', payload({ uid: 'u1' }), 600);
    for (let i = 0; i < 5000; i++) await store.adapter('Interaction').upsert(`i${i}`, payload(), 600);
    expect(await store.adapter('Grant').find('g1')).toBeDefined();
    expect(await store.adapter('RefreshToken').find('r1')).toBeDefined();
    expect(await store.adapter('Session').findByUid('u1')).toBeDefined();
    expect(store.count('Interaction')).toBe(100);
    expect(await store.adapter('Interaction').find('i4999')).toBeDefined();
    expect(await store.adapter('Interaction').find('i0')).toBeUndefined();
    now += 601_000;
    expect(await store.adapter('Grant').find('g1')).toBeUndefined();
  });

  it('refuses a new session when its bound is full (503) instead of pushing one out, and takes it once one expired', async () => {
    let now = 1_000_000;
    const store = createIdentityStore({ now: () => now, clockTolerance: 0, bounds: { Session: 3 } });
    for (let i = 0; i < 3; i++) await store.adapter('Session').upsert(`s${i}`, payload({ uid: `u${i}` }), 60 + i);
    await expect(store.adapter('Session').upsert('s3', payload({ uid: 'u3' }), 60)).rejects.toMatchObject({ status: 503 });
    expect(await store.adapter('Session').find('s0')).toBeDefined();
    // Saving an entry already there (a session touched again) is never refused.
    await store.adapter('Session').upsert('s1', payload({ uid: 'u1' }), 600);
    now += 61_000;
    await store.adapter('Session').upsert('s3', payload({ uid: 'u3' }), 60);
    expect(store.count('Session')).toBe(3);
  });

  it('destroying a grant ends the grants handed over from it, and their tokens, down the line', async () => {
    const store = createIdentityStore({ clockTolerance: 0 });
    for (const id of ['root', 'child', 'grandchild', 'other']) await store.adapter('Grant').upsert(id, payload(), 600);
    await store.adapter('RefreshToken').upsert('r-grandchild', payload({ grantId: 'grandchild' }), 600);
    store.handedOver('root', 'child');
    store.handedOver('child', 'grandchild');
    await store.adapter('Grant').destroy('root');
    for (const id of ['child', 'grandchild']) expect(await store.adapter('Grant').find(id), id).toBeUndefined();
    expect(await store.adapter('RefreshToken').find('r-grandchild')).toBeUndefined();
    expect(await store.adapter('Grant').find('other')).toBeDefined();
  });
});
