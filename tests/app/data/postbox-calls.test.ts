// The portal's postbox calls (src/app/data/fetchers.ts) through its real API client against the
// real local stack, and how their answers reach the engine (assemble.ts).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiClient, type ApiClient } from '../../../src/app/api/client.ts';
import { assembleCustomerData, type CustomerParts } from '../../../src/app/data/assemble.ts';
import { fetchMessages, fetchUnreadCount, markMessageRead, type SessionIdentity } from '../../../src/app/data/fetchers.ts';
import type { Persona } from '../../../src/engine/types/persona.ts';
import { activeCustomer, BAC } from '../../server/fixtures.ts';
import { login, startHarness, type Harness } from '../../server/harness.ts';

const MESSAGES: NonNullable<Persona['messages']> = [
  { id: 'a', sender: 'Service', subject: 'Alt', body: 'Alt.', sentAt: '2026-01-01T08:00:00Z', read: true },
  { id: 'b', sender: 'Service', subject: 'Neu', body: 'Neu.', sentAt: '2026-11-01T08:00:00Z', read: false },
];
const FAILING_BAC = 'DE5555555555';

describe('postbox calls', () => {
  let h: Harness;
  const clients: Record<string, ApiClient> = {};
  const id: SessionIdentity = { customerNumber: BAC, userId: 'u-100' };

  beforeAll(async () => {
    // The portal's client gives a request 3 s: the bank's database opens at start, not inside the first read mark.
    h = await startHarness({ openBankAtStart: true }, [
      activeCustomer({ id: 'reader', unreadMessages: 1, messages: MESSAGES }),
      activeCustomer({ id: 'failing', messages: MESSAGES, messagesStatus: 503, customer: { id: 'c-5', bacNumber: FAILING_BAC } }),
    ]);
    for (const persona of ['reader', 'failing']) {
      const token = (await login(h.stack, persona)).access_token;
      clients[persona] = createApiClient({ baseUrl: `${h.stack.url}/api`, getAccessToken: () => token, onForbidden: () => undefined, log: () => undefined });
    }
  });
  afterAll(() => h.stop());

  it('reads the list, marks a message read and reads the count derived from it', async () => {
    const api = clients.reader!;
    expect(await fetchMessages(api, id)).toMatchObject({
      status: 200,
      messages: [
        { id: 'b', read: false },
        { id: 'a', read: true },
      ],
    });
    expect(await fetchUnreadCount(api, id)).toBe(1);
    await markMessageRead(api, id, 'b');
    expect(await fetchUnreadCount(api, id)).toBe(0);
    expect((await fetchMessages(api, id)).messages).toMatchObject([{ id: 'b', read: true }, { id: 'a' }]);
  });

  it('rejects a marking the service refused (an unknown message)', async () => {
    await expect(markMessageRead(clients.reader!, id, 'nope')).rejects.toMatchObject({ status: 404 });
  });

  it("gives a failed list's status instead of throwing", async () => {
    expect(await fetchMessages(clients.failing!, { customerNumber: FAILING_BAC, userId: 'u-100' })).toEqual({ messages: [], status: 503 });
  });
});

describe('assembling the postbox', () => {
  const base: CustomerParts = { identity: { customerNumber: BAC, userId: null }, customer: { bacNumber: BAC } };
  const context = { locale: 'de-de', page: '/de-de/postbox/messages/' };

  it('hands the list to the engine, or the failure as messagesStatus', () => {
    const listed = assembleCustomerData({ ...base, messages: { messages: MESSAGES, status: 200 } }, context, {});
    expect(listed.messages).toEqual(MESSAGES);
    expect(listed.messagesStatus).toBeUndefined();
    expect(assembleCustomerData({ ...base, messages: { messages: [], status: 503 } }, context, {})).toMatchObject({ messagesStatus: 503 });
    // No answer at all (it failed after its retries): an error too, not an empty postbox.
    const missing = assembleCustomerData(base, context, {});
    expect(missing.messages).toBeUndefined();
    expect(missing.messagesStatus).toBe(500);
  });

  it('leaves out a message field of the wrong type', () => {
    const odd = [{ ...MESSAGES[0], read: 'yes' }] as unknown as Persona['messages'];
    const data = assembleCustomerData({ ...base, messages: { messages: odd ?? [], status: 200 } }, context, {});
    expect(data.messages?.[0]).not.toHaveProperty('read');
    expect(data.messages?.[0]).toMatchObject({ id: 'a' });
  });
});
