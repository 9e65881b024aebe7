import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BAC } from './fixtures.ts';
import { get, localTest, login, postJson, startHarness, type Harness } from './harness.ts';

describe('backend API', () => {
  let h: Harness;
  const tokenOf = new Map<string, string>();
  /** Logs a persona in once per run and reuses its access token. */
  async function as(personaId: string): Promise<string> {
    const cached = tokenOf.get(personaId);
    if (cached) return cached;
    const token = (await login(h.stack, personaId)).access_token;
    tokenOf.set(personaId, token);
    return token;
  }
  async function call(personaId: string, path: string): Promise<{ status: number; body: any }> {
    const response = await get(h.stack, path, await as(personaId));
    const raw = await response.text();
    return { status: response.status, body: raw ? JSON.parse(raw) : undefined };
  }

  beforeAll(async () => {
    h = await startHarness();
  });
  afterAll(() => h.stop());

  describe('customer', () => {
    it('returns the customer with every requested embed', async () => {
      const { status, body } = await call('active-de', `/api/customers/${BAC}?embed=all-persons,reference-accounts,data-validity`);
      expect(status).toBe(200);
      expect(body).toMatchObject({ bacNumber: BAC, fullName: 'Dr. Erika Mustermann', state: 'ACTIVE' });
      expect(body._embedded.persons[0].firstName).toBe('Erika');
      expect(body._embedded.referenceAccounts[0].iban).toBe('DE89370400440532013000');
      expect(body._embedded.dataValidity.status).toBe('VALID');
    });

    it('omits embeds that were not requested', async () => {
      const some = await call('active-de', `/api/customers/${BAC}?embed=all-persons`);
      expect(Object.keys(some.body._embedded)).toEqual(['persons']);
      const repeated = await call('active-de', `/api/customers/${BAC}?embed=reference-accounts&embed=data-validity`);
      expect(Object.keys(repeated.body._embedded).sort()).toEqual(['dataValidity', 'referenceAccounts']);
      const none = await call('active-de', `/api/customers/${BAC}`);
      expect(none.body).not.toHaveProperty('_embedded');
      expect((await call('active-de', `/api/customers/${BAC}?embed=everything`)).status).toBe(400);
    });

    it("answers 403 for another customer's number and for a persona with customerStatus 403", async () => {
      expect((await call('active-de', '/api/customers/DE0000000000')).status).toBe(403);
      const forbidden = await call('customer-forbidden', `/api/customers/${BAC}`);
      expect(forbidden.status).toBe(403);
      expect(forbidden.body.error).toBe('forbidden');
    });
  });

  describe('accounts', () => {
    const list = `/api/accounts?filter=${encodeURIComponent(`customerId eq ${BAC}`)}`;

    it('lists accounts without balance in a data envelope, and serves the balance on request', async () => {
      const { status, body } = await call('active-de', list);
      expect(status).toBe(200);
      expect(body.data).toHaveLength(1);
      expect(body.data[0]).toMatchObject({ id: 'acc-100', iban: 'DE02120300000000202051' });
      expect(body.data[0]).not.toHaveProperty('balance');
      expect(body.page).toMatchObject({ totalElements: 1 });
      const one = await call('active-de', '/api/accounts/acc-100?embed=balance');
      expect(one.body.balance).toEqual({ current: 15230.55, available: 15000, reserved: 230.55 });
      expect((await call('active-de', '/api/accounts/acc-100')).body).not.toHaveProperty('balance');
      expect((await call('active-de', '/api/accounts/acc-unknown?embed=balance')).status).toBe(404);
    });

    it('requires a filter naming the own customer', async () => {
      expect((await call('active-de', '/api/accounts')).status).toBe(400);
      expect((await call('active-de', `/api/accounts?filter=${encodeURIComponent('customerId eq DE1')}`)).status).toBe(403);
    });

    it('replays maintenance: 503 on every account call', async () => {
      expect((await call('maintenance-503', list)).status).toBe(503);
      const one = await call('maintenance-503', '/api/accounts/acc-100?embed=balance');
      expect(one.status).toBe(503);
      expect(one.body.error).toBe('maintenance');
    });

    it('replays maintenance: 206 with the body', async () => {
      const many = await call('maintenance-206', list);
      expect(many.status).toBe(206);
      expect(many.body.data[0].id).toBe('acc-100');
      const one = await call('maintenance-206', '/api/accounts/acc-100?embed=balance');
      expect(one.status).toBe(206);
      expect(one.body.balance.current).toBe(15230.55);
    });

    it('replays a balance fetch error: the list loads, the balance call answers 500', async () => {
      expect((await call('balance-error-500', list)).status).toBe(200);
      expect((await call('balance-error-500', '/api/accounts/acc-100?embed=balance')).status).toBe(500);
    });

    it('replays accountsStatus 403', async () => {
      expect((await call('accounts-forbidden', list)).status).toBe(403);
    });

    it('returns an account flagged isMaintenance as it is', async () => {
      const one = await call('account-in-maintenance', '/api/accounts/acc-m?embed=balance');
      expect(one.status).toBe(200);
      expect(one.body).toMatchObject({ isMaintenance: true, balance: { current: 1 } });
    });
  });

  describe('switchable accounts (user management)', () => {
    it('returns data.accounts for the own user and customer', async () => {
      const { status, body } = await call('active-de', `/auth/public/users/u-100/switchable-accounts/${BAC}`);
      expect(status).toBe(200);
      expect(body.data.accounts).toEqual([{ first_name: 'Erika', last_name: 'Mustermann', customer_id: 'DE7788990012' }]);
    });

    it('replays switchableAccountsStatus and refuses other users', async () => {
      expect((await call('switchable-failing', `/auth/public/users/u-100/switchable-accounts/${BAC}`)).status).toBe(500);
      expect((await call('active-de', `/auth/public/users/u-999/switchable-accounts/${BAC}`)).status).toBe(403);
      expect((await get(h.stack, `/auth/public/users/u-100/switchable-accounts/${BAC}`)).status).toBe(401);
    });
  });

  describe('products, cobranding and messages', () => {
    it('reads the unread count from data, with the odd status 3', async () => {
      const { status, body } = await call('active-de', `/api/threads/unread-count?customer_id=${BAC}`);
      expect(status).toBe(200);
      expect(body).toEqual({ data: 2, status: 3 });
      expect((await call('active-de', '/api/threads/unread-count?customer_id=DE1')).status).toBe(403);
    });

    it('serves deposit types, product types, instances, offers and pension products', async () => {
      expect((await call('active-de', `/api/deposit-types?customer_id=${BAC}`)).body).toEqual([{ type: 'TERM' }, { type: 'OVERNIGHT' }]);
      expect((await call('active-de', '/api/product-types?distributor_id=RAISIN&distribution_channel_id=DE')).body).toEqual({
        term_product_access: true,
        overnight_product_access: true,
        notice_product_access: false,
      });
      const instances = await call('active-de', '/api/product-instances?customer_domain_id=c-100&pageId=0');
      expect(instances.body.data).toEqual([{ product_category: 'LIQUID', state: 'ACTIVE', instance_template_domain_id: 'DWM50' }]);
      const offers = await call('active-de', '/api/products');
      expect(offers.body.data.length).toBeGreaterThan(0);
      expect((await call('active-de', '/api/pension-products')).body).toEqual([{ id: 'pension-1' }]);
    });

    it("answers product types only for the customer's own distributor and distribution channel, both required", async () => {
      const status = async (query: string) => (await call('active-de', `/api/product-types${query}`)).status;
      expect(await status('?distributor_id=RAISIN&distribution_channel_id=DE')).toBe(200);
      expect(await status('?distributor_id=RAISIN')).toBe(400);
      expect(await status('?distribution_channel_id=DE')).toBe(400);
      expect(await status('?distributor_id=RAISIN&distribution_channel_id=GB')).toBe(403);
      expect(await status('?distributor_id=PARTNER_B&distribution_channel_id=DE')).toBe(403);
    });

    it('serves cobranding, 404 without it, and replays cobrandingStatus', async () => {
      expect((await call('cobranded', '/api/customer/cobranding')).body).toEqual({
        distributor_id: 'PARTNER',
        distributor_logo: { url: 'https://example.org/logo.svg' },
      });
      expect((await call('active-de', '/api/customer/cobranding')).status).toBe(404);
      expect((await call('cobranding-failing', '/api/customer/cobranding')).status).toBe(500);
    });
  });

  describe('tracking collector', () => {
    it('records posted events for tests to read and clears them on DELETE', async () => {
      await localTest(h.stack, '/api/tracking/events', 'DELETE');
      const event = { event_name: 'session', action: 'expired', portal: 'customer' };
      const response = await postJson(h.stack, '/api/tracking/events', event);
      expect(response.status).toBe(202);
      expect(h.stack.events).toEqual([event]);
      expect(await (await localTest(h.stack, '/api/tracking/events')).json()).toEqual({ data: [event] });
      expect((await localTest(h.stack, '/api/tracking/events', 'DELETE')).status).toBe(204);
      expect(h.stack.events).toEqual([]);
    });

    it('answers 400 with a message for a body that is not JSON', async () => {
      const response = await fetch(`${h.stack.url}/api/tracking/events`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{"event_name":',
      });
      expect(response.status).toBe(400);
      expect((await response.json()).message).toMatch(/not valid JSON/);
    });
  });

  describe('protocol', () => {
    it('answers 405 with Allow for PUT and other methods', async () => {
      const put = await fetch(`${h.stack.url}/api/accounts`, { method: 'PUT', headers: { authorization: `Bearer ${await as('active-de')}` } });
      expect(put.status).toBe(405);
      expect(put.headers.get('allow')).toBe('GET, HEAD');
      expect((await fetch(`${h.stack.url}/api/unknown`, { method: 'PATCH' })).status).toBe(405);
    });

    it('answers 404 JSON for an unknown route', async () => {
      const response = await get(h.stack, '/api/nothing-here', await as('active-de'));
      expect(response.status).toBe(404);
      expect(response.headers.get('content-type')).toMatch(/application\/json/);
    });

    it('survives bad input: malformed login bodies and bad percent-encoding', async () => {
      const garbage = await fetch(`${h.stack.url}/auth/local/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: 'not json' });
      expect(garbage.status).toBe(400);
      expect((await postJson(h.stack, '/auth/local/login', [1, 2])).status).toBe(400);
      expect((await call('active-de', '/api/accounts/%E0%A4%A?embed=balance')).status).toBe(400);
      expect((await call('active-de', `/api/customers/${BAC}`)).status).toBe(200);
    });

    it('sends the server time in a Date header', async () => {
      const response = await get(h.stack, '/auth/local/personas');
      expect(Number.isNaN(Date.parse(response.headers.get('date') ?? ''))).toBe(false);
    });
  });
});
