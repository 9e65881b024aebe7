// The local bank's database keeps its promises by itself (server/backend/ledger/schema.ts), on
// PGlite and on a PostgreSQL server: even a booking that skipped every check in code cannot take
// an available balance below zero (and the customer is answered the refusal, not a crash), and a
// balance cannot be written other than by moving money.
import pg from 'pg';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { ProductOffer } from '../../src/engine/offers/offer.ts';
import type { Persona } from '../../src/engine/types/persona.ts';
import { createBank } from '../../server/backend/ledger/bank.ts';
import type { Bank } from '../../server/backend/ledger/ledger.ts';
import { openBankDatabase, type BankDatabase } from '../../server/backend/ledger/database.ts';
import { productOffersAnswer } from '../../server/backend/product-offers.ts';
import { activeCustomer } from './fixtures.ts';
import { describeOnEachLedger, describeOnPostgres } from './ledger-backends.ts';

const NOW = Date.UTC(2026, 10, 27, 9, 0, 0);
const OFFER = (productOffersAnswer() as { data: ProductOffer[] }).data.find((offer) => offer.id === 'tauernbank-term-48m')!;

function withBalance(id: string, available: number): Persona {
  const base = activeCustomer({ id });
  return {
    ...base,
    customer: { ...base.customer, bacNumber: `DE-${id}` },
    accounts: [{ ...base.accounts![0]!, balance: { current: available, available, reserved: 0 } }],
  };
}

/** What the constraint's refusal answers: 422 higherThanLeftOver with what is left. */
const overdraft = (leftOver: number) =>
  expect.objectContaining({ status: 422, body: expect.objectContaining({ code: 'higherThanLeftOver', values: { leftOver }, currency: 'EUR' }) });

describeOnEachLedger('the bank database refuses what the bank must never do', (place) => {
  let bank: Bank;

  beforeAll(() => {
    bank = createBank(place());
  });
  afterAll(() => bank.close());

  it('an order or a withdrawal beyond the available balance, booked without any check, is rolled back', async () => {
    const persona = withBalance('unchecked', 1000);
    // Code that forgot to check: the database's constraint available_never_negative stops it.
    await expect(bank.update(persona, NOW, (book) => book.placeOrder({ offer: OFFER, amount: 100_001, placedAt: NOW }))).rejects.toEqual(overdraft(1000));
    await expect(
      bank.update(persona, NOW, (book) => book.withdraw({ amount: 100_001, iban: 'DE89370400440532013000', counterparty: 'E. M.', placedAt: NOW })),
    ).rejects.toEqual(overdraft(1000));
    // All of it may go, not a cent more.
    await bank.update(persona, NOW, (book) => book.withdraw({ amount: 100_000, iban: 'DE89370400440532013000', counterparty: 'E. M.', placedAt: NOW }));
    const after = await bank.snapshot(persona, NOW);
    expect(after.balances).toEqual({ current: 0, available: 0, reserved: 0 });
    expect(after.orders).toEqual([]);
    expect(after.bookings.map((booking) => booking.amount)).toEqual([-100_000]);
  });

  it('twenty changes of one customer at once take turns: each reads what the one before booked', async () => {
    const persona = withBalance('turns', 25_000);
    const pause = () => new Promise((resolve) => setTimeout(resolve, 20));
    // The book opened and a connection each made beforehand: a first opening alone makes the
    // others wait (its rows are not committed yet), and so does connecting, which staggers them.
    await Promise.all(Array.from({ length: 20 }, () => bank.update(persona, NOW, pause)));
    const placed = await Promise.all(
      Array.from({ length: 20 }, () =>
        bank.update(persona, NOW, async (book) => {
          const available = book.balances!.available;
          // Time for every other request to read the same balance, were they not waiting.
          await pause();
          if (available - 1_248_000 < 10_000) return false;
          await book.placeOrder({ offer: OFFER, amount: 1_248_000, placedAt: NOW });
          return true;
        }),
      ),
    );
    expect(placed.filter(Boolean)).toHaveLength(1);
    expect((await bank.snapshot(persona, NOW)).balances).toEqual({ current: 2_500_000, available: 1_252_000, reserved: 1_248_000 });
  });

  it('an overdrawn starting balance may not go lower', async () => {
    const persona = withBalance('overdrawn', -120.5);
    await expect(
      bank.update(persona, NOW, (book) => book.withdraw({ amount: 1, iban: 'DE89370400440532013000', counterparty: 'E. M.', placedAt: NOW })),
    ).rejects.toEqual(overdraft(0));
    expect((await bank.snapshot(persona, NOW)).bookings).toEqual([]);
  });
});

describeOnPostgres('the bank on a server, twenty changes of one customer at once', (databaseUrl) => {
  it('hold one connection of the pool: the others wait for their turn without one', async () => {
    const bank = createBank({ databaseUrl: databaseUrl() });
    try {
      const persona = withBalance('one-connection', 1000);
      const pause = () => new Promise((resolve) => setTimeout(resolve, 20));
      await Promise.all(Array.from({ length: 20 }, () => bank.update(persona, NOW, pause)));
      // The pool keeps what it opened for a while: its connections are what the burst needed at once.
      const observer = new pg.Client({ connectionString: databaseUrl() });
      await observer.connect();
      const { rows } = await observer.query(`SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()`);
      await observer.end();
      expect(rows[0].n).toBe(1);
    } finally {
      await bank.close();
    }
  });
});

describeOnEachLedger('the bank tables', (place) => {
  let database: BankDatabase;

  beforeAll(async () => {
    database = await openBankDatabase(place());
    await database.db.query(`INSERT INTO customers (customer_key) VALUES ('c')`);
    await database.db.query(
      `INSERT INTO accounts (account_key, customer_key, account_id, currency, opening_current, opening_available, opening_reserved) VALUES ('a', 'c', 'acc', 'EUR', 5000, 5000, 0)`,
    );
  });
  afterAll(() => database.close());

  it('derive the balances from the money moved: none can be written directly', async () => {
    await expect(database.db.query(`UPDATE accounts SET available = 999999 WHERE account_key = 'a'`)).rejects.toThrow(/can only be updated to DEFAULT/);
    await expect(database.db.query(`UPDATE accounts SET paid_out = -1 WHERE account_key = 'a'`)).rejects.toThrow(/check constraint/);
    await database.db.query(`UPDATE accounts SET in_flight = 1000, invested = 500, paid_out = 250 WHERE account_key = 'a'`);
    const { rows } = await database.db.query(`SELECT current, available, reserved FROM accounts WHERE account_key = 'a'`);
    // current + invested + paid out is the opening current balance, whatever moved.
    expect(rows[0]).toEqual({ current: 4250, available: 3250, reserved: 1000 });
  });

  it('keep amounts positive', async () => {
    await expect(database.db.query(`INSERT INTO withdrawals (id, account_key, amount, iban, placed_at) VALUES ('w', 'a', 0, 'DE', 0)`)).rejects.toThrow(
      /check constraint/,
    );
    await expect(database.db.query(`INSERT INTO orders (id, account_key, offer, amount, placed_at) VALUES ('o', 'a', '{}', -5, 0)`)).rejects.toThrow(
      /check constraint/,
    );
  });
});
