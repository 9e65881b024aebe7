import { readdirSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLocalStack, type LocalStack } from '../../server/local-stack.ts';
import { get, login, postForm } from './harness.ts';
import { signIn } from './oidc-client.ts';

/**
 * The project's own fixtures in personas/, served as they are: every customer persona
 * can log in and read its customer and accounts with the status its file asks for.
 */
describe('repository personas on the local stack', () => {
  it('has persona files to serve', () => {
    expect(readdirSync('personas').filter((name) => name.endsWith('.json')).length).toBeGreaterThan(25);
  });

  let stack: LocalStack;
  beforeAll(async () => {
    stack = await startLocalStack({ port: 0, personasDir: 'personas', distDir: 'dist-does-not-matter-here' });
  });
  afterAll(() => stack.close());

  it('every customer persona logs in and reads its customer and accounts', async () => {
    const personas = (await (await get(stack, '/auth/local/personas')).json()) as { id: string; loggedIn: boolean }[];
    expect(personas.length).toBeGreaterThan(0);
    const problems: string[] = [];
    for (const { id } of personas.filter((p) => p.loggedIn)) {
      const tokens = await login(stack, id);
      const raw = JSON.parse(Buffer.from(tokens.access_token.split('.')[1] ?? '', 'base64url').toString()) as { customer_id?: string };
      if (!raw.customer_id) continue; // a customer without a number cannot be fetched by number
      const customer = await get(stack, `/api/customers/${raw.customer_id}?embed=all-persons,reference-accounts,data-validity`, tokens.access_token);
      if (![200, 403].includes(customer.status)) problems.push(`${id}: customer answered ${customer.status}`);
      const accounts = await get(stack, `/api/accounts?filter=${encodeURIComponent(`customerId eq ${raw.customer_id}`)}`, tokens.access_token);
      if (accounts.status >= 500 && accounts.status !== 503) problems.push(`${id}: accounts answered ${accounts.status}`);
    }
    expect(problems).toEqual([]);
  });

  it("switchable-accounts-de switches to each of its switchable accounts and reads that customer's data", async () => {
    const { tokens } = await signIn(stack, 'switchable-accounts-de');
    let subject = tokens.access_token;
    for (const customerId of ['DE4400112233', 'DE4400112234', 'DE4400112232']) {
      const response = await postForm(stack, '/auth/protocol/openid-connect/token', {
        grant_type: 'urn:ietf:params:oauth:grant-type:token-exchange',
        client_id: 'login',
        subject_token: subject,
        subject_token_type: 'urn:ietf:params:oauth:token-type:access_token',
        requested_token_type: 'urn:ietf:params:oauth:token-type:refresh_token',
        customer_id: customerId,
      });
      expect(response.status, customerId).toBe(200);
      subject = ((await response.json()) as { access_token: string }).access_token;
      const customer = await get(stack, `/api/customers/${customerId}`, subject);
      expect(customer.status, customerId).toBe(200);
      expect(JSON.stringify(await customer.json())).toContain(customerId);
    }
  });
});
