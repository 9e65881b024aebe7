// A hand-over (RFC 8693 token exchange without customer_id, the portal's
// /<locale>/token-exchange/ route) accepted one access token any number of times (one token gave
// 20 hand-overs), and the handed-over sessions lived on after the original was logged out. A
// subject token is accepted once now, and the new session ends with the one it came from.
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BAC } from '../fixtures.ts';
import { get, login, postForm, startHarness, type Harness, type Tokens } from '../harness.ts';
import { signIn } from '../oidc-client.ts';

const TOKEN = '/auth/protocol/openid-connect/token';
const LOGOUT = '/auth/protocol/openid-connect/logout';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(() => h.stop());

const handOver = (subject: string, requested = 'refresh_token') =>
  postForm(h.stack, TOKEN, {
    grant_type: 'urn:ietf:params:oauth:grant-type:token-exchange',
    client_id: 'login',
    subject_token: subject,
    subject_token_type: 'urn:ietf:params:oauth:token-type:access_token',
    requested_token_type: `urn:ietf:params:oauth:token-type:${requested}`,
  });
const customer = (token: string) => get(h.stack, `/api/customers/${BAC}`, token);
const refresh = (token: string) => postForm(h.stack, TOKEN, { grant_type: 'refresh_token', client_id: 'login', refresh_token: token });

describe('a hand-over', () => {
  it('is accepted once for one subject token: twenty at once give one session, a later one none', async () => {
    const original = await login(h.stack, 'active-de');
    const answers = await Promise.all(Array.from({ length: 20 }, () => handOver(original.access_token)));
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(1);
    for (const answer of answers.filter((one) => one.status !== 200)) {
      expect(answer.status).toBe(400);
      expect(await answer.json()).toMatchObject({ error: 'invalid_grant', error_description: expect.stringContaining('already') });
    }
    expect((await handOver(original.access_token)).status).toBe(400);
    // The original session itself goes on.
    expect((await customer(original.access_token)).status).toBe(200);
  });

  it("ends when the original is logged out (the spec's logout), and so does a hand-over of the hand-over", async () => {
    const original = await login(h.stack, 'active-de');
    const handed = (await (await handOver(original.access_token)).json()) as Tokens;
    const again = (await (await handOver(handed.access_token)).json()) as Tokens;
    for (const token of [handed.access_token, again.access_token]) expect((await customer(token)).status).toBe(200);
    expect((await postForm(h.stack, LOGOUT, { refresh_token: original.refresh_token, client_id: 'login' })).status).toBe(204);
    for (const tokens of [handed, again]) {
      expect((await customer(tokens.access_token)).status).toBe(401);
      expect((await refresh(tokens.refresh_token)).status).toBe(400);
    }
  });

  it('ends when the original browser session logs out at the provider (RP-initiated logout)', async () => {
    const { tokens, request } = await signIn(h.stack, 'active-de');
    const handed = (await (await handOver(tokens.access_token)).json()) as Tokens;
    const page = await request.browser.request(`${LOGOUT}?${new URLSearchParams({ id_token_hint: tokens.id_token })}`);
    const html = await page.text();
    const xsrf = /name="xsrf" value="([^"]+)"/.exec(html)?.[1] ?? '';
    const action = /action="([^"]+)"/.exec(html)?.[1] ?? '';
    expect((await request.browser.request(action, { form: { xsrf, logout: 'yes' } })).status).toBe(303);
    expect((await customer(handed.access_token)).status).toBe(401);
    expect((await refresh(handed.refresh_token)).status).toBe(400);
  });

  it('ends when the original ends by refresh token reuse', async () => {
    const original = await login(h.stack, 'active-de');
    const handed = (await (await handOver(original.access_token)).json()) as Tokens;
    expect((await refresh(original.refresh_token)).status).toBe(200);
    expect((await refresh(original.refresh_token)).status).toBe(400);
    expect((await customer(handed.access_token)).status).toBe(401);
  });

  it('answers issued_token_type for the token in access_token, an access token (RFC 8693 2.2.1)', async () => {
    const original = await login(h.stack, 'active-de');
    const response = await handOver(original.access_token);
    expect(response.status).toBe(200);
    const body = (await response.json()) as Tokens & { issued_token_type: string };
    expect(body.issued_token_type).toBe('urn:ietf:params:oauth:token-type:access_token');
    expect(decodeJwt(body.access_token)).toMatchObject({ sub: 'active-de', customer_id: BAC });
    expect(body.refresh_token).toBeTruthy();
    const accessOnly = (await (await handOver(body.access_token, 'access_token')).json()) as Record<string, unknown>;
    expect(accessOnly.issued_token_type).toBe('urn:ietf:params:oauth:token-type:access_token');
    expect(accessOnly.refresh_token).toBeUndefined();
  });
});
