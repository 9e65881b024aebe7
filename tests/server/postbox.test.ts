// The postbox routes of the local backend (server/backend/messages.ts) on a real stack.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Persona } from '../../src/engine/types/persona.ts';
import { activeCustomer, BAC } from './fixtures.ts';
import { get, login, startHarness, type Harness } from './harness.ts';

const OTHER_BAC = 'DE1122334455';

const MESSAGES = [
  { id: 'm-old', sender: 'Service', subject: 'Zinsbescheinigung', body: 'Sie steht bereit.', sentAt: '2026-02-12T07:30:00Z', read: true },
  { id: 'm-new', sender: 'Service', subject: 'Fälligkeit', body: 'Ihr Festgeld wird fällig.', sentAt: '2026-11-20T08:15:00Z', read: false },
  { id: 'm-mid', sender: 'Service', subject: 'Neues Angebot', body: '3,1 % für 12 Monate.', sentAt: '2026-11-05T10:00:00Z', read: false },
];

const PERSONAS: Persona[] = [
  activeCustomer({ id: 'with-messages', unreadMessages: 2, messages: MESSAGES }),
  // Only a count, as personas were before they had messages.
  activeCustomer({ id: 'count-only', unreadMessages: 4, customer: { id: 'c-200', bacNumber: OTHER_BAC } }),
  activeCustomer({ id: 'list-failing', messages: MESSAGES, messagesStatus: 503, customer: { id: 'c-300', bacNumber: 'DE9988776655' } }),
];

describe('postbox routes', () => {
  let h: Harness;
  let token: string;

  async function call(path: string, init: { method?: string; token?: string; headers?: Record<string, string>; body?: string } = {}) {
    const response = await fetch(`${h.stack.url}${path}`, {
      method: init.method ?? 'GET',
      headers: { authorization: `Bearer ${init.token ?? token}`, ...init.headers },
      ...(init.body !== undefined ? { body: init.body } : {}),
    });
    const raw = await response.text();
    return { status: response.status, type: response.headers.get('content-type'), body: raw ? JSON.parse(raw) : undefined };
  }
  const markRead = (id: string, query = `customer_id=${BAC}`) => call(`/api/threads/${id}/read?${query}`, { method: 'POST' });
  const count = async () => (await call(`/api/threads/unread-count?customer_id=${BAC}`)).body.data as number;

  beforeAll(async () => {
    h = await startHarness({}, PERSONAS);
    token = (await login(h.stack, 'with-messages')).access_token;
  });
  afterAll(() => h.stop());

  it('lists the messages newest first, in JSON', async () => {
    const list = await call(`/api/threads?customer_id=${BAC}`);
    expect(list.status).toBe(200);
    expect(list.type).toMatch(/^application\/json/);
    expect(list.body.data.map((message: { id: string }) => message.id)).toEqual(['m-new', 'm-mid', 'm-old']);
    expect(list.body.data[0]).toMatchObject({ sender: 'Service', subject: 'Fälligkeit', read: false });
  });

  it('answers one message by id (the customer id may be the domain id), 404 with a JSON error for an unknown one', async () => {
    const one = await call('/api/threads/m-mid?customer_id=c-100');
    expect(one.status).toBe(200);
    expect(one.body).toMatchObject({ id: 'm-mid', body: '3,1 % für 12 Monate.' });
    const unknown = await call(`/api/threads/m-none?customer_id=${BAC}`);
    expect(unknown.status).toBe(404);
    expect(unknown.type).toMatch(/^application\/json/);
    expect(unknown.body.error).toBe('not_found');
    expect((await markRead('m-none')).status).toBe(404);
  });

  it("refuses another customer's postbox, a missing customer_id and a missing or wrong token", async () => {
    for (const path of ['/api/threads', '/api/threads/m-new', '/api/threads/unread-count']) {
      expect((await call(`${path}?customer_id=${OTHER_BAC}`)).status).toBe(403);
      expect((await call(path)).status).toBe(400);
      expect((await call(`${path}?customer_id=${BAC}`, { token: 'not-a-token' })).status).toBe(401);
    }
    const foreign = await markRead('m-new', `customer_id=${OTHER_BAC}`);
    expect(foreign.status).toBe(403);
    expect(foreign.body.error).toBe('forbidden');
    // Refused before anything changed.
    expect((await call(`/api/threads/m-new?customer_id=${BAC}`)).body.read).toBe(false);
  });

  it('refuses a body that is not JSON and a marking sent from another site', async () => {
    const form = await call(`/api/threads/m-new/read?customer_id=${BAC}`, { method: 'POST', headers: { 'content-type': 'text/plain' }, body: 'x' });
    expect(form.status).toBe(415);
    const crossSite = await call(`/api/threads/m-new/read?customer_id=${BAC}`, { method: 'POST', headers: { origin: 'https://evil.example' } });
    expect(crossSite.status).toBe(403);
    expect((await call(`/api/threads/m-new?customer_id=${BAC}`)).body.read).toBe(false);
  });

  it('marks a message read (204), derives the count from it and keeps it across sign-ins', async () => {
    expect(await count()).toBe(2);
    const marked = await fetch(`${h.stack.url}/api/threads/m-new/read?customer_id=${BAC}`, { method: 'POST', headers: { authorization: `Bearer ${token}` } });
    expect(marked.status).toBe(204);
    expect(await marked.text()).toBe('');
    expect(await count()).toBe(1);
    // Marking again changes nothing; a read message stays read.
    expect((await markRead('m-new')).status).toBe(204);
    expect((await markRead('m-old')).status).toBe(204);
    expect(await count()).toBe(1);

    token = (await login(h.stack, 'with-messages')).access_token;
    expect((await call(`/api/threads/m-new?customer_id=${BAC}`)).body.read).toBe(true);
    const list = await call(`/api/threads?customer_id=${BAC}`);
    expect(list.body.data.filter((message: { read: boolean }) => !message.read).map((message: { id: string }) => message.id)).toEqual(['m-mid']);
    expect(await count()).toBe(1);
  });

  it("replays a persona's messagesStatus on the list only", async () => {
    const failing = (await login(h.stack, 'list-failing')).access_token;
    const list = await call('/api/threads?customer_id=DE9988776655', { token: failing });
    expect(list.status).toBe(503);
    expect(list.body.error).toBe('service_error');
    expect((await call('/api/threads/unread-count?customer_id=DE9988776655', { token: failing })).body.data).toBe(2);
  });

  it('keeps the configured count of a persona without messages, whose list is empty', async () => {
    const other = (await login(h.stack, 'count-only')).access_token;
    const answer = await get(h.stack, `/api/threads/unread-count?customer_id=${OTHER_BAC}`, other);
    expect(await answer.json()).toEqual({ data: 4, status: 3 });
    expect((await call(`/api/threads?customer_id=${OTHER_BAC}`, { token: other })).body).toEqual({ data: [] });
  });
});
