import { describe, expect, it } from 'vitest';
import { customerDataOf } from '../../../src/engine/facts/payload.ts';
import { loadPersona, personaIds } from '../../support/personas.ts';

/** customerDataOf: service payloads with every wrongly typed field left out (src/engine/facts/payload.ts). */
describe('customerDataOf', () => {
  it.each(personaIds())('keeps persona %s as it is (every field of a real persona has its declared type)', (id) => {
    const { id: _id, description: _description, $schema: _schema, ...data } = loadPersona(id) as ReturnType<typeof loadPersona> & { $schema?: string };
    expect(JSON.parse(JSON.stringify(customerDataOf(data)))).toEqual(data);
  });

  it('leaves out fields of the wrong type, at any depth, and keeps their neighbours', () => {
    const data = customerDataOf({
      context: { locale: 'de-de', page: 42, query: { regflow: 'alpha', country: ['de'], product: null } },
      flags: { newDashboard: 'true', paymentMethods: true, newMarketLocales: ['de-at', 7, null] },
      customer: {
        firstName: { first: 'Ada' },
        lastName: 'Lovelace',
        isCompanyCustomer: 'yes',
        _embedded: { persons: [{ firstName: 'Ada' }, 'not a person', null], referenceAccounts: { iban: 'DE00' } },
      },
      accounts: { 0: { id: 'A1' } },
      switchableAccounts: [{ first_name: 'Bo', last_name: 3, customer_id: 'C2' }, 'x'],
      unreadMessages: '5',
      accountsStatus: 'maintenance',
    });
    expect(data.context).toEqual({ locale: 'de-de', query: { regflow: 'alpha' } });
    expect(data.flags).toEqual({ paymentMethods: true, newMarketLocales: ['de-at'] });
    expect(data.customer).toEqual({ lastName: 'Lovelace', _embedded: { persons: [{ firstName: 'Ada' }] } });
    expect(data).not.toHaveProperty('accounts');
    expect(data.switchableAccounts).toEqual([{ first_name: 'Bo', customer_id: 'C2' }]);
    expect(data).not.toHaveProperty('unreadMessages');
    expect(data).not.toHaveProperty('accountsStatus');
  });

  it('gives a context with an empty locale for anything that is not a payload', () => {
    for (const raw of [null, undefined, 42, 'persona', [], { context: 'de-de' }, { context: { locale: 7 } }]) {
      expect(customerDataOf(raw).context).toEqual({ locale: '' });
    }
  });

  it('passes no prototype key through, and query parameters have no prototype to reach', () => {
    const raw = JSON.parse(
      '{"context": {"locale": "de-de", "query": {"__proto__": "x", "constructor": "y"}}, "__proto__": {"customer": {"id": "hijack"}}, "customer": {"constructor": {"name": "x"}, "id": "C1"}}',
    ) as unknown;
    const data = customerDataOf(raw);
    expect(data.customer).toEqual({ id: 'C1' });
    expect(Object.getPrototypeOf(data.context.query)).toBeNull();
    expect(data.context.query?.toString).toBeUndefined();
    expect(Object.keys(data)).toEqual(['customer', 'context']);
  });

  it('keeps only money amounts exact to the cent, so totals stay finite', () => {
    const balances = [1e308, -1e308, Infinity, Number.MAX_SAFE_INTEGER, 90_071_992_547_409.91, -12.5];
    const data = customerDataOf({ context: { locale: 'de-de' }, accounts: balances.map((current) => ({ balance: { current } })) });
    expect(data.accounts?.map((a) => a.balance?.current)).toEqual([undefined, undefined, undefined, undefined, 90_071_992_547_409.91, -12.5]);
  });
});
