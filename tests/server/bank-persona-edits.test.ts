// A persona file edited while the stack runs (server/backend/ledger/starting-state.ts): a new
// starting balance starts the customer's book again from it (and the old book comes back with the
// old balance); an edit that leaves the balance alone keeps what the customer did; the bank's
// copy of the documents follows the file.
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Persona } from '../../src/engine/types/persona.ts';
import { activeCustomer, BAC } from './fixtures.ts';
import { login, startHarness, type Harness } from './harness.ts';

const TODAY = Date.UTC(2026, 10, 27, 9, 0, 0);

function persona(available: number, overrides: Partial<Persona> = {}): Persona {
  return activeCustomer({
    id: 'edited-de',
    accounts: [{ ...activeCustomer().accounts![0]!, balance: { current: available, available, reserved: 0 } }],
    documents: [{ id: 'd-1', title: 'Kontoauszug', date: '2026-10-01', kind: 'statement' }],
    ...overrides,
  });
}

describe('persona files edited while the stack runs', () => {
  let h: Harness;
  let token: string;
  const call = async (path: string, init: RequestInit = {}) => {
    const response = await fetch(`${h.stack.url}${path}`, {
      ...init,
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', ...init.headers },
    });
    return (await response.json()) as Record<string, unknown> & { data: { id: string }[] };
  };
  const available = async () => ((await call('/api/accounts/acc-100?embed=balance')).balance as { available: number }).available;
  const edit = (next: Persona) => writeFile(join(h.dir, 'personas', 'edited-de.json'), JSON.stringify(next));

  beforeAll(async () => {
    h = await startHarness({}, [persona(20000)]);
    h.clock.advance((TODAY - h.clock.ms) / 1000);
    token = (await login(h.stack, 'edited-de')).access_token;
  });
  afterAll(() => h.stop());

  it('keeps the book through an edit of something else, starts a new one from a new balance, and returns to the old', async () => {
    await call(`/api/accounts/acc-100/withdrawals?customer_id=${BAC}`, { method: 'POST', body: JSON.stringify({ amount: 500 }) });
    expect(await available()).toBe(19500);

    await edit(persona(20000, { description: 'renamed' }));
    const description = async () => ((await (await fetch(`${h.stack.url}/auth/local/personas`)).json()) as { description: string }[])[0]?.description;
    await expect.poll(description).toBe('renamed');
    expect(await available()).toBe(19500);

    await edit(persona(8000));
    await expect.poll(available).toBe(8000);
    expect((await call('/api/accounts/acc-100/transactions')).data).toEqual([]);

    await edit(persona(20000));
    await expect.poll(available).toBe(19500);
  });

  it('serves the documents of the file as it is now', async () => {
    await edit(persona(20000, { documents: [{ id: 'd-2', title: 'Zinsbescheinigung', date: '2026-11-01', kind: 'tax' }] }));
    await expect.poll(async () => (await call(`/api/documents?customer_id=${BAC}`)).data.map((document) => document.id)).toEqual(['d-2']);
  });
});
