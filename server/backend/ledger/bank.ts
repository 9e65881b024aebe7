/**
 * The local bank's books in its database (database.ts, tables in schema.ts). Every change runs in
 * one transaction that reads the balance it checks and books against it (`update`); PGlite runs
 * one transaction at a time, so two requests can never both spend the same money, however slowly
 * their bodies arrive. Orders are carried out when they are due (ORDER_EXECUTION_MS after they
 * were placed, by the stack's clock), inside the next transaction that looks at the customer.
 *
 * An in-memory bank (tests) opens its database at the first change: until then every customer is
 * as the persona files say, which is what a new database would answer, and a stack that is only
 * read never pays for starting PostgreSQL.
 */
import type { Transaction } from '@electric-sql/pglite';
import type { ProductOffer } from '../../../src/engine/offers/offer.ts';
import type { DocumentPayload, Persona } from '../../../src/engine/types/persona.ts';
import { openBankDatabase, type BankDatabase, type DatabasePlace } from './database.ts';
import type { Bank, Book, CustomerSnapshot, StoredBooking, StoredOrder } from './ledger.ts';
import { untouchedSnapshot } from './ledger.ts';
import { customerKeyOf, startingAccount, startingDocuments, type Balances, type StartingAccount } from './starting-state.ts';
import { ORDER_EXECUTION_MS } from './timing.ts';

/** bigint columns arrive as numbers (cents and epoch ms stay far below 2^53). */
interface BalanceRow {
  current: number;
  available: number;
  reserved: number;
}

interface OrderRow {
  id: string;
  offer: ProductOffer;
  amount: number;
  placed_at: number;
  executed_at: number | null;
  deposit_id: string;
}

interface BookingRow {
  id: string;
  booked_at: number;
  amount: number;
  kind: 'deposit' | 'withdrawal';
  counterparty: string;
}

async function nextId(tx: Transaction, prefix: string): Promise<string> {
  const { rows } = await tx.query<{ n: number }>(`SELECT nextval('event_ids') AS n`);
  return `${prefix}-${rows[0]!.n}`;
}

/** Opens the book of the starting balance on first use: the persona file's balances, nothing moved yet. */
async function openBook(tx: Transaction, start: StartingAccount): Promise<void> {
  await tx.query(
    `INSERT INTO accounts (account_key, customer_key, account_id, currency, opening_current, opening_available, opening_reserved)
     VALUES ($1, $2, $3, $4, $5, $6, $7) ON CONFLICT DO NOTHING`,
    [start.key, start.customerKey, start.id, start.currency, start.opening.current, start.opening.available, start.opening.reserved],
  );
}

/** Carries out the orders that are due: the reserved money leaves the account into the deposit, with a booking. */
async function executeDueOrders(tx: Transaction, accountKey: string, now: number): Promise<void> {
  const due = await tx.query<{ id: string; amount: number; executed_at: number; bank: string }>(
    `UPDATE orders SET executed_at = placed_at + $2
     WHERE account_key = $1 AND executed_at IS NULL AND placed_at + $2 <= $3
     RETURNING id, amount, executed_at, offer->'bank'->>'name' AS bank`,
    [accountKey, ORDER_EXECUTION_MS, now],
  );
  for (const order of due.rows.sort((a, b) => a.executed_at - b.executed_at)) {
    await tx.query(`UPDATE accounts SET in_flight = in_flight - $2, invested = invested + $2 WHERE account_key = $1`, [accountKey, order.amount]);
    await tx.query(`UPDATE deposits SET state = 'ACTIVE', current = principal WHERE order_id = $1`, [order.id]);
    await tx.query(`INSERT INTO bookings (id, account_key, booked_at, amount, kind, counterparty) VALUES ($1, $2, $3, $4, 'deposit', $5)`, [
      `bk-${order.id}`,
      accountKey,
      order.executed_at,
      -order.amount,
      order.bank,
    ]);
  }
}

async function balancesOf(tx: Transaction, accountKey: string): Promise<Balances | null> {
  const { rows } = await tx.query<BalanceRow>(`SELECT current, available, reserved FROM accounts WHERE account_key = $1`, [accountKey]);
  return rows[0] ? { current: rows[0].current, available: rows[0].available, reserved: rows[0].reserved } : null;
}

async function ordersOf(tx: Transaction, start: StartingAccount): Promise<StoredOrder[]> {
  const { rows } = await tx.query<OrderRow>(
    `SELECT o.id, o.offer, o.amount, o.placed_at, o.executed_at, d.id AS deposit_id
     FROM orders o JOIN deposits d ON d.order_id = o.id WHERE o.account_key = $1 ORDER BY o.seq`,
    [start.key],
  );
  return rows.map((row) => ({ id: row.id, offer: row.offer, amount: row.amount, accountId: start.id, depositAccountId: row.deposit_id, placedAt: row.placed_at, executedAt: row.executed_at }));
}

async function bookingsOf(tx: Transaction, accountKey: string): Promise<StoredBooking[]> {
  const { rows } = await tx.query<BookingRow>(`SELECT id, booked_at, amount, kind, counterparty FROM bookings WHERE account_key = $1 ORDER BY booked_at DESC, seq DESC`, [accountKey]);
  return rows.map((row) => ({ id: row.id, bookedAt: row.booked_at, amount: row.amount, kind: row.kind, counterparty: row.counterparty }));
}

/** The bank's copy of the customer's documents, brought up to the persona file's when the file changed. */
async function documentsOf(tx: Transaction, persona: Persona): Promise<DocumentPayload[] | undefined> {
  if (persona.documents === undefined) return undefined;
  const customerKey = customerKeyOf(persona);
  const { documents, fingerprint } = startingDocuments(persona);
  const stored = await tx.query<{ fingerprint: string }>(`SELECT fingerprint FROM document_sets WHERE customer_key = $1`, [customerKey]);
  if (stored.rows[0]?.fingerprint !== fingerprint) {
    await tx.query(`DELETE FROM document_sets WHERE customer_key = $1`, [customerKey]);
    await tx.query(`INSERT INTO document_sets (customer_key, fingerprint) VALUES ($1, $2)`, [customerKey, fingerprint]);
    for (const [position, document] of documents.entries()) {
      await tx.query(`INSERT INTO documents (customer_key, id, position, document) VALUES ($1, $2, $3, $4) ON CONFLICT DO NOTHING`, [customerKey, document.id, position, JSON.stringify(document)]);
    }
  }
  const { rows } = await tx.query<{ document: DocumentPayload }>(`SELECT document FROM documents WHERE customer_key = $1 ORDER BY position`, [customerKey]);
  return rows.map((row) => row.document);
}

async function readSnapshot(tx: Transaction, persona: Persona, now: number): Promise<CustomerSnapshot> {
  const start = startingAccount(persona);
  let balances: Balances | null = null;
  let orders: StoredOrder[] = [];
  let bookings: StoredBooking[] = [];
  if (start) {
    await executeDueOrders(tx, start.key, now);
    balances = await balancesOf(tx, start.key);
    if (balances) {
      orders = await ordersOf(tx, start);
      bookings = await bookingsOf(tx, start.key);
    }
  }
  const reads = await tx.query<{ message_id: string }>(`SELECT message_id FROM message_reads WHERE customer_key = $1`, [customerKeyOf(persona)]);
  return { balances, orders, bookings, readMessageIds: new Set(reads.rows.map((row) => row.message_id)), documents: await documentsOf(tx, persona) };
}

async function openCustomerBook(tx: Transaction, persona: Persona, now: number): Promise<Book> {
  const customerKey = customerKeyOf(persona);
  const start = startingAccount(persona);
  await tx.query(`INSERT INTO customers (customer_key) VALUES ($1) ON CONFLICT DO NOTHING`, [customerKey]);
  if (start) {
    await openBook(tx, start);
    await executeDueOrders(tx, start.key, now);
  }
  const customer = (await tx.query<{ refused_in_a_row: number; blocked_until: number }>(`SELECT refused_in_a_row, blocked_until FROM customers WHERE customer_key = $1`, [customerKey])).rows[0]!;
  const counts = start
    ? (
        await tx.query<{ orders: number; withdrawals: number }>(
          `SELECT (SELECT count(*)::int FROM orders WHERE account_key = $1) AS orders, (SELECT count(*)::int FROM withdrawals WHERE account_key = $1) AS withdrawals`,
          [start.key],
        )
      ).rows[0]!
    : { orders: 0, withdrawals: 0 };
  const balances = start ? await balancesOf(tx, start.key) : null;
  const accountOf = (): StartingAccount => {
    if (!start) throw new Error(`persona ${persona.id} has no transaction account to book on`);
    return start;
  };
  return {
    balances,
    refusedInARow: customer.refused_in_a_row,
    blockedUntil: customer.blocked_until,
    orderCount: counts.orders,
    withdrawalCount: counts.withdrawals,
    async recordRefusals(refusedInARow, blockedUntil) {
      await tx.query(`UPDATE customers SET refused_in_a_row = $2, blocked_until = $3 WHERE customer_key = $1`, [customerKey, refusedInARow, blockedUntil]);
    },
    async placeOrder({ offer, amount, placedAt }) {
      const account = accountOf();
      const id = await nextId(tx, 'order');
      const depositAccountId = await nextId(tx, 'dep');
      await tx.query(`INSERT INTO orders (id, account_key, offer, amount, placed_at) VALUES ($1, $2, $3, $4, $5)`, [id, account.key, JSON.stringify(offer), amount, placedAt]);
      await tx.query(`INSERT INTO deposits (id, order_id, principal, state, current) VALUES ($1, $2, $3, 'INITIATED', 0)`, [depositAccountId, id, amount]);
      // The constraint available_never_negative refuses this if a check above it was ever wrong.
      await tx.query(`UPDATE accounts SET in_flight = in_flight + $2 WHERE account_key = $1`, [account.key, amount]);
      return { id, offer, amount, accountId: account.id, depositAccountId, placedAt, executedAt: null };
    },
    async withdraw({ amount, iban, counterparty, placedAt }) {
      const account = accountOf();
      const id = await nextId(tx, 'withdrawal');
      await tx.query(`INSERT INTO withdrawals (id, account_key, amount, iban, placed_at) VALUES ($1, $2, $3, $4, $5)`, [id, account.key, amount, iban, placedAt]);
      await tx.query(`UPDATE accounts SET paid_out = paid_out + $2 WHERE account_key = $1`, [account.key, amount]);
      await tx.query(`INSERT INTO bookings (id, account_key, booked_at, amount, kind, counterparty) VALUES ($1, $2, $3, $4, 'withdrawal', $5)`, [`bk-${id}`, account.key, placedAt, -amount, counterparty]);
      return { id, amount, accountId: account.id, iban, placedAt };
    },
  };
}

export function createBank(place: DatabasePlace): Bank {
  let opening: Promise<BankDatabase> | undefined;
  let closed = false;

  function open(): Promise<BankDatabase> {
    if (closed) return Promise.reject(new Error('the local bank is closed'));
    opening ??= openBankDatabase(place).catch((error: unknown) => {
      opening = undefined;
      throw error;
    });
    return opening;
  }

  return {
    async snapshot(persona, now) {
      if (!opening && place.dataDir === undefined) return untouchedSnapshot(persona);
      const { db } = await open();
      return db.transaction((tx) => readSnapshot(tx, persona, now));
    },
    async update(persona, now, change) {
      const { db } = await open();
      return db.transaction(async (tx) => change(await openCustomerBook(tx, persona, now)));
    },
    async markRead(persona, messageId, now) {
      const { db } = await open();
      await db.query(`INSERT INTO message_reads (customer_key, message_id, read_at) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING`, [customerKeyOf(persona), messageId, now]);
    },
    async ready() {
      if (place.dataDir !== undefined) await open();
    },
    async close() {
      closed = true;
      const database = await opening?.catch(() => undefined);
      await database?.close();
    },
  };
}
