// The identity service's unauthenticated endpoints parsed a 1 MiB deeply nested JSON
// body for 0.5-1 s each (eight at once stalled the stack for 4 s): bodies are limited to 16 KiB
// and their nesting is checked before parsing. And the record of identity calls grew with every
// request for good (10,000 long paths: 274 -> 559 MB): it keeps the newest calls, paths cut short.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from '../harness.ts';
import { raw } from './raw.ts';

const JSON_ROUTES = ['/auth/local/login', '/auth/public/token/refresh', '/auth/public/token/logout', '/identity/local/login'];
const json = { 'content-type': 'application/json' };

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(() => h.stop());

describe('identity request bodies', () => {
  it('refuses a JSON body over 16 KiB with 413, even one that is otherwise a valid login', async () => {
    const big = JSON.stringify({ personaId: 'active-de', padding: 'x'.repeat(16 * 1024) });
    for (const path of JSON_ROUTES) {
      const answer = await raw(h.stack.port, 'POST', path, json, big);
      expect(answer.status, path).toBe(413);
      expect(JSON.parse(answer.body)).toMatchObject({ error: 'payload_too_large', message: expect.stringContaining('16384 bytes') });
    }
  });

  it('refuses a nested body before parsing it (400 too_deep), and a 1 MiB nested one by its size', async () => {
    const deep = `{"personaId":"active-de","x":${'['.repeat(40)}${']'.repeat(40)}}`;
    for (const path of JSON_ROUTES) {
      const answer = await raw(h.stack.port, 'POST', path, json, deep);
      expect(answer.status, path).toBe(400);
      expect(JSON.parse(answer.body)).toMatchObject({ error: 'too_deep' });
    }
    // Brackets inside strings are text, not nesting.
    expect((await raw(h.stack.port, 'POST', '/auth/local/login', json, JSON.stringify({ personaId: 'active-de', note: '[[[[[[[[[[[[[[[[[[[[' }))).status).toBe(
      200,
    );
    const huge = `${'['.repeat(512 * 1024)}${']'.repeat(512 * 1024)}`;
    const answers = await Promise.all(Array.from({ length: 8 }, () => raw(h.stack.port, 'POST', '/auth/local/login', json, huge)));
    for (const answer of answers) expect(answer.status).toBe(413);
  });

  it('limits the form bodies of the identity service to 16 KiB too (the spec logout, the provider)', async () => {
    const form = { 'content-type': 'application/x-www-form-urlencoded' };
    const big = `client_id=login&padding=${'x'.repeat(16 * 1024)}`;
    for (const path of ['/auth/protocol/openid-connect/logout', '/auth/protocol/openid-connect/token']) {
      expect((await raw(h.stack.port, 'POST', path, form, big)).status, path).toBe(413);
    }
  });
});

describe('the record of identity calls', () => {
  it('keeps at most the newest 1,000 calls, each path cut to at most 200 characters', async () => {
    const long = `/auth/${'a'.repeat(15_000)}`;
    for (let i = 0; i < 1100; i += 50) await Promise.all(Array.from({ length: 50 }, () => raw(h.stack.port, 'GET', long)));
    await raw(h.stack.port, 'GET', '/identity/local/personas');
    const calls = h.stack.identityCalls;
    expect(calls.length).toBeLessThanOrEqual(1000);
    expect(Math.max(...calls.map((call) => call.path.length))).toBeLessThanOrEqual(200);
    expect(calls.at(-1)).toEqual({ prefix: '/identity', method: 'GET', path: '/local/personas' });
  });
});
