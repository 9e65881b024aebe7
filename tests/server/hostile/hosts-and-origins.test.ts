// The local stack under hostile traffic: only its own Host names are answered (DNS
// rebinding), and state-changing requests from another site are refused (403), as are JSON
// bodies a plain form or a text/plain fetch can send (415).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activeCustomer } from '../fixtures.ts';
import { login, startHarness, type Harness } from '../harness.ts';
import { raw } from './raw.ts';

describe('Host names', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness({}, [
      activeCustomer(),
      activeCustomer({ id: 'partner-host', context: { locale: 'de-de', page: '/de-de/', host: 'partner.example.test' } }),
    ]);
  });
  afterAll(() => h.stop());

  it('answers another Host with 421 and a message, on every part of the stack', async () => {
    for (const path of ['/auth/local/personas', '/ofrep/v1/evaluate/flags', '/de-de/', '/__preview/']) {
      const answer = await raw(h.stack.port, 'GET', path, { host: `rebind.attacker.example:${h.stack.port}` });
      expect(answer.status, path).toBe(421);
      expect(answer.body).toMatch(/answers only its own host names .*127\.0\.0\.1:\d+.*not Host "rebind\.attacker\.example:\d+"/);
      expect(answer.body).not.toContain('active-de');
    }
  });

  it('refuses its own host name on another port, and a request without Host', async () => {
    expect((await raw(h.stack.port, 'GET', '/auth/local/personas', { host: '127.0.0.1:1' })).status).toBe(421);
    expect((await raw(h.stack.port, 'GET', '/auth/local/personas', { host: '' })).status).toBe(421);
  });

  it("answers the loopback names, the sites of config/head/head.yaml and the personas' own hosts", async () => {
    const port = h.stack.port;
    for (const host of [
      `127.0.0.1:${port}`,
      `localhost:${port}`,
      `LOCALHOST:${port}`,
      `www.example.de:${port}`,
      `www.example.co.uk:${port}`,
      `partner.example.test:${port}`,
      'www.example.de',
    ]) {
      expect((await raw(port, 'GET', '/auth/local/personas', { host })).status, host).toBe(200);
    }
  });
});

describe('cross-site requests', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness();
  });
  afterAll(() => h.stop());
  const json = { 'content-type': 'application/json' };

  it('refuses a state-changing request whose Origin is another site: no session is created, no event kept', async () => {
    const login = await raw(
      h.stack.port,
      'POST',
      '/auth/local/login',
      { ...json, origin: 'https://attacker.example' },
      JSON.stringify({ personaId: 'active-de' }),
    );
    expect(login.status).toBe(403);
    expect(JSON.parse(login.body)).toMatchObject({ error: 'cross_site_request', message: expect.stringContaining('Origin "https://attacker.example"') });
    expect(login.body).not.toContain('access_token');
    const event = await raw(h.stack.port, 'POST', '/api/tracking/events', { ...json, origin: 'null' }, JSON.stringify({ event_name: 'forged' }));
    expect(event.status).toBe(403);
    const clear = await raw(h.stack.port, 'DELETE', '/api/tracking/events', { origin: `http://127.0.0.1:${h.stack.port + 1}`, 'x-local-test': '1' });
    expect(clear.status).toBe(403);
    expect(h.stack.events).toEqual([]);
  });

  it('refuses Sec-Fetch-Site: cross-site even without an Origin', async () => {
    const answer = await raw(
      h.stack.port,
      'POST',
      '/api/tracking/events',
      { ...json, 'sec-fetch-site': 'cross-site' },
      JSON.stringify({ event_name: 'forged' }),
    );
    expect(answer.status).toBe(403);
    expect(answer.body).toContain('Sec-Fetch-Site: cross-site');
  });

  it("accepts the stack's own origins (the site host names included) and requests without Origin", async () => {
    const port = h.stack.port;
    for (const origin of [`http://127.0.0.1:${port}`, `http://localhost:${port}`, `http://www.example.de:${port}`]) {
      const answer = await raw(
        port,
        'POST',
        '/auth/local/login',
        { ...json, origin, 'sec-fetch-site': 'same-origin' },
        JSON.stringify({ personaId: 'active-de' }),
      );
      expect(answer.status, origin).toBe(200);
    }
    expect((await raw(port, 'POST', '/api/tracking/events', json, JSON.stringify({ event_name: 'ok' }))).status).toBe(202);
  });

  it('refuses text/plain and a missing type on JSON endpoints with 415, which a form on another origin could send', async () => {
    for (const headers of [{ 'content-type': 'text/plain;charset=UTF-8' }, {}, { 'content-type': 'application/x-www-form-urlencoded' }] as Record<
      string,
      string
    >[]) {
      const answer = await raw(h.stack.port, 'POST', '/auth/local/login', headers, JSON.stringify({ personaId: 'active-de' }));
      expect(answer.status, JSON.stringify(headers)).toBe(415);
      expect(JSON.parse(answer.body)).toMatchObject({ error: 'unsupported_media_type', message: expect.stringContaining('application/json') });
    }
    expect((await raw(h.stack.port, 'POST', '/api/tracking/events', { 'content-type': 'text/plain' }, '{"event_name":"x"}')).status).toBe(415);
  });

  it('keeps the OAuth token endpoint on application/x-www-form-urlencoded (the protocol) from its own origin', async () => {
    const tokens = await login(h.stack, 'active-de');
    const form = new URLSearchParams({ grant_type: 'refresh_token', client_id: 'login', refresh_token: tokens.refresh_token }).toString();
    const answer = await raw(
      h.stack.port,
      'POST',
      '/auth/protocol/openid-connect/token',
      { 'content-type': 'application/x-www-form-urlencoded', origin: `http://127.0.0.1:${h.stack.port}` },
      form,
    );
    expect(answer.status).toBe(200);
    const foreign = await raw(
      h.stack.port,
      'POST',
      '/auth/protocol/openid-connect/token',
      { 'content-type': 'application/x-www-form-urlencoded', origin: 'https://attacker.example' },
      form,
    );
    expect(foreign.status).toBe(403);
  });
});
