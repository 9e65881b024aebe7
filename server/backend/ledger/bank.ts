/**
 * The local bank's books in its database (database.ts, tables in schema.ts). Every change runs in
 * one transaction that reads the balance it checks and books against it (`update`), and that
 * first locks the customer's row (`SELECT … FOR UPDATE`): on a PostgreSQL server, where each
 * request has its own connection and plain BEGIN reads committed data, every transaction of one
 * customer waits for the one before it to end and then reads what it committed, so two requests
 * can never both spend the same money or both count the same refusal, however slowly their bodies
 * arrive; customers do not wait for each other. (PGlite runs one transaction at a time anyway.)
 * The lock rather than REPEATABLE READ or SERIALIZABLE with retries: of twenty requests at once
 * those fail all but one with a serialization error, so a bounded number of retries still
 * refuses some for no reason, and each retry redoes the work; waiting for the lock always
 * succeeds, in arrival order. Orders are carried out when they are due (ORDER_EXECUTION_MS after they
 * were placed, by the stack's clock), inside the next transaction that looks at the customer.
 *
 * A bank in a data folder opens its database when the stack starts (`ready`). One in memory
 * (tests) opens it at the first change, or at start when asked (`openAtStart`): starting
 * PostgreSQL takes from half a second to a few seconds of CPU, during which the process answers
 * nothing, which a test whose first order the portal gives 3 s cannot afford. Until it is open
 * every customer is as the persona files say, which is what a new database would answer, and a
 * stack that is only read never starts PostgreSQL.
 */
import type { DocumentPayload, Persona } from '../../../src/engine/types/persona.ts';
import { openBankDatabase, type BankDatabase, type DatabasePlace } from './database.ts';
import { customerTurns, type InTurn } from './customer-turns.ts';
import { overdraftRefusal } from './refusals.ts';
import { violatedCheck, type Sql, type SqlDatabase } from './sql.ts';
import type { Bank, Book, CustomerSnapshot, StoredBooking, StoredOrder } from './ledger.ts';
import { untouchedSnapshot } from './ledger.ts';
import { customerKeyOf, startingAccount, startingDocuments, type Balances, type StartingAccount } from './starting-state.ts';
import { ORDER_EXECUTION_MS } from './timing.ts';

/** Opens the book of the starting balance on first use: the persona file's balances, nothing moved yet (the customer's row is lockCustomer's). */
async function openBook(tx: Sql, customerKey: string, start: StartingAccount | null): Promise<void> {
  if (!start) return;
  await tx.query(
    `INSERT INTO accounts (account_key, customer_key, account_id, currency, opening_current, opening_available, opening_reserved)
     VALUES ($1, $2, $3, $4, $5, $6, $7) ON CONFLICT DO NOTHING`,
    [start.key, customerKey, start.id, start.currency, start.opening.current, start.opening.available, start.opening.reserved],
  );
}

/**
 * Waits for, and holds until the transaction ends, the customer's row: the one lock every change
 * to the customer's books takes first (so two of them never wait for each other in a circle). The
 * row is made if the customer has none yet. A statement after this one reads what the previous
 * holder committed; this one could not (its snapshot is older than the wait).
 */
async function lockCustomer(tx: Sql, customerKey: string): Promise<void> {
  await tx.query(`INSERT INTO customers (customer_key) VALUES ($1) ON CONFLICT DO NOTHING`, [customerKey]);
  await tx.query(`SELECT 1 FROM customers WHERE customer_key = $1 FOR UPDATE`, [customerKey]);
}

/** Carries out the orders that are due: the reserved money leaves the account into the deposit, with a booking. */
async function executeDueOrders(tx: Sql, accountKey: string, now: number): Promise<void> {
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

/** The bank's copy of the customer's documents, brought up to the persona file's when the file changed. */
async function syncDocuments(tx: Sql, persona: Persona): Promise<void> {
  const customerKey = customerKeyOf(persona);
  const { documents, fingerprint } = startingDocuments(persona);
  await tx.query(`DELETE FROM document_sets WHERE customer_key = $1`, [customerKey]);
  await tx.query(`INSERT INTO document_sets (customer_key, fingerprint) VALUES ($1, $2)`, [customerKey, fingerprint]);
  for (const [position, document] of documents.entries()) {
    await tx.query(`INSERT INTO documents (customer_key, id, position, document) VALUES ($1, $2, $3, $4) ON CONFLICT DO NOTHING`, [
      customerKey,
      document.id,
      position,
      JSON.stringify(document),
    ]);
  }
}

interface SnapshotRow {
  balances: Balances | null;
  due: number;
  orders: Omit<StoredOrder, 'accountId'>[];
  bookings: StoredBooking[];
  reads: string[];
  documents_fingerprint: string | null;
  documents: DocumentPayload[];
}

/**
 * Everything a customer's answers need, in one statement (each statement into PGlite costs a
 * round trip through WebAssembly, and every /api call of the portal reads this): $1 the book, $2
 * the customer, $3 ORDER_EXECUTION_MS, $4 now.
 */
const SNAPSHOT = `
SELECT
  (SELECT json_build_object('current', current, 'available', available, 'reserved', reserved) FROM accounts WHERE account_key = $1) AS balances,
  (SELECT count(*)::int FROM orders WHERE account_key = $1 AND executed_at IS NULL AND placed_at + $3 <= $4) AS due,
  (SELECT coalesce(json_agg(json_build_object('id', o.id, 'offer', o.offer, 'amount', o.amount, 'placedAt', o.placed_at, 'executedAt', o.executed_at, 'depositAccountId', d.id) ORDER BY o.seq), '[]')
     FROM orders o JOIN deposits d ON d.order_id = o.id WHERE o.account_key = $1) AS orders,
  (SELECT coalesce(json_agg(json_build_object('id', id, 'bookedAt', booked_at, 'amount', amount, 'kind', kind, 'counterparty', counterparty) ORDER BY booked_at DESC, seq DESC), '[]')
     FROM bookings WHERE account_key = $1) AS bookings,
  (SELECT coalesce(json_agg(message_id), '[]') FROM message_reads WHERE customer_key = $2) AS reads,
  (SELECT fingerprint FROM document_sets WHERE customer_key = $2) AS documents_fingerprint,
  (SELECT coalesce(json_agg(document ORDER BY position), '[]') FROM documents WHERE customer_key = $2) AS documents`;

async function selectSnapshot(db: Sql, persona: Persona, start: StartingAccount | null, now: number): Promise<SnapshotRow> {
  const { rows } = await db.query<SnapshotRow>(SNAPSHOT, [start?.key ?? '', customerKeyOf(persona), ORDER_EXECUTION_MS, now]);
  return rows[0]!;
}

function snapshotOf(row: SnapshotRow, persona: Persona, start: StartingAccount | null): CustomerSnapshot {
  const accountId = start?.id ?? '';
  return {
    balances: row.balances,
    orders: row.balances ? row.orders.map((order) => ({ ...order, accountId })) : [],
    bookings: row.balances ? row.bookings : [],
    readMessageIds: new Set(row.reads),
    documents: persona.documents === undefined ? undefined : row.documents,
  };
}

/** Whether the bank's copy of the documents is not the persona file's (a file without documents has none to copy). */
const documentsDiffer = (persona: Persona, fingerprint: string | null) =>
  persona.documents !== undefined && fingerprint !== startingDocuments(persona).fingerprint;

/**
 * The customer now: one statement, unless orders fell due or the file's documents changed; then
 * one transaction, in the customer's turn, brings the books up to date. What it does is decided
 * again once the lock is held: the turn before may have done it already.
 */
async function readSnapshot(db: SqlDatabase, inTurn: InTurn, persona: Persona, now: number): Promise<CustomerSnapshot> {
  const start = startingAccount(persona);
  const customerKey = customerKeyOf(persona);
  const row = await selectSnapshot(db, persona, start, now);
  if (row.due === 0 && !documentsDiffer(persona, row.documents_fingerprint)) return snapshotOf(row, persona, start);
  return inTurn(customerKey, () =>
    db.transaction(async (tx) => {
      await lockCustomer(tx, customerKey);
      // Due orders are those still unexecuted when the UPDATE runs: nothing to re-read for them.
      if (start) await executeDueOrders(tx, start.key, now);
      const stored = await tx.query<{ fingerprint: string }>(`SELECT fingerprint FROM document_sets WHERE customer_key = $1`, [customerKey]);
      if (documentsDiffer(persona, stored.rows[0]?.fingerprint ?? null)) await syncDocuments(tx, persona);
      return snapshotOf(await selectSnapshot(tx, persona, start, now), persona, start);
    }),
  );
}

interface BookRow {
  refused_in_a_row: number;
  blocked_until: number;
  orders: number;
  withdrawals: number;
  due: number;
  balances: Balances | null;
}

/** $1 the customer, $2 the book, $3 ORDER_EXECUTION_MS, $4 now. */
const BOOK = `
SELECT c.refused_in_a_row, c.blocked_until,
  (SELECT count(*)::int FROM orders WHERE account_key = $2) AS orders,
  (SELECT count(*)::int FROM withdrawals WHERE account_key = $2) AS withdrawals,
  (SELECT count(*)::int FROM orders WHERE account_key = $2 AND executed_at IS NULL AND placed_at + $3 <= $4) AS due,
  (SELECT json_build_object('current', current, 'available', available, 'reserved', reserved) FROM accounts WHERE account_key = $2) AS balances
FROM customers c WHERE c.customer_key = $1`;

async function openCustomerBook(tx: Sql, persona: Persona, now: number): Promise<Book> {
  const customerKey = customerKeyOf(persona);
  const start = startingAccount(persona);
  await lockCustomer(tx, customerKey);
  await openBook(tx, customerKey, start);
  const readBook = async () => (await tx.query<BookRow>(BOOK, [customerKey, start?.key ?? '', ORDER_EXECUTION_MS, now])).rows[0]!;
  let row = await readBook();
  if (start && row.due > 0) {
    await executeDueOrders(tx, start.key, now);
    row = await readBook();
  }
  const accountOf = (): StartingAccount => {
    if (!start) throw new Error(`persona ${persona.id} has no transaction account to book on`);
    return start;
  };
  /** Runs a booking; the constraint available_never_negative refusing it is the customer's answer, not a crash. */
  const booking = async <T>(book: () => Promise<T>): Promise<T> => {
    try {
      return await book();
    } catch (error) {
      if (violatedCheck(error) !== 'available_never_negative') throw error;
      throw overdraftRefusal(row.balances?.available ?? 0, accountOf().currency);
    }
  };
  return {
    balances: row.balances,
    refusedInARow: row.refused_in_a_row,
    blockedUntil: row.blocked_until,
    orderCount: row.orders,
    withdrawalCount: row.withdrawals,
    async recordRefusals(refusedInARow, blockedUntil) {
      await tx.query(`UPDATE customers SET refused_in_a_row = $2, blocked_until = $3 WHERE customer_key = $1`, [customerKey, refusedInARow, blockedUntil]);
    },
    placeOrder: ({ offer, amount, placedAt }) =>
      booking(async () => {
        const account = accountOf();
        const order = await tx.query<{ id: string }>(
          `INSERT INTO orders (id, account_key, offer, amount, placed_at) VALUES ('order-' || nextval('event_ids'), $1, $2, $3, $4) RETURNING id`,
          [account.key, JSON.stringify(offer), amount, placedAt],
        );
        const id = order.rows[0]!.id;
        const deposit = await tx.query<{ id: string }>(
          `INSERT INTO deposits (id, order_id, principal, state, current) VALUES ('dep-' || nextval('event_ids'), $1, $2, 'INITIATED', 0) RETURNING id`,
          [id, amount],
        );
        // The constraint available_never_negative refuses this if a check above it was ever wrong.
        await tx.query(`UPDATE accounts SET in_flight = in_flight + $2 WHERE account_key = $1`, [account.key, amount]);
        return { id, offer, amount, accountId: account.id, depositAccountId: deposit.rows[0]!.id, placedAt, executedAt: null };
      }),
    withdraw: ({ amount, iban, counterparty, placedAt }) =>
      booking(async () => {
        const account = accountOf();
        const withdrawal = await tx.query<{ id: string }>(
          `INSERT INTO withdrawals (id, account_key, amount, iban, placed_at) VALUES ('withdrawal-' || nextval('event_ids'), $1, $2, $3, $4) RETURNING id`,
          [account.key, amount, iban, placedAt],
        );
        const id = withdrawal.rows[0]!.id;
        await tx.query(`UPDATE accounts SET paid_out = paid_out + $2 WHERE account_key = $1`, [account.key, amount]);
        await tx.query(`INSERT INTO bookings (id, account_key, booked_at, amount, kind, counterparty) VALUES ($1, $2, $3, $4, 'withdrawal', $5)`, [
          `bk-${id}`,
          account.key,
          placedAt,
          -amount,
          counterparty,
        ]);
        return { id, amount, accountId: account.id, iban, placedAt };
      }),
  };
}

export interface BankOptions extends DatabasePlace {
  /** In memory: open the database in `ready` rather than at the first change (a data folder or a server always opens in `ready`). */
  openAtStart?: boolean;
}

export function createBank(place: BankOptions): Bank {
  let opening: Promise<BankDatabase> | undefined;
  /** Set once open: before that nothing was ever committed, so the files are the answer. */
  let database: BankDatabase | undefined;
  let closed = false;
  /** A data folder or a server may hold what an earlier run committed. */
  const keepsData = place.dataDir !== undefined || place.databaseUrl !== undefined;
  const inTurn = customerTurns();

  function open(): Promise<BankDatabase> {
    if (closed) return Promise.reject(new Error('the local bank is closed'));
    opening ??= openBankDatabase(place).then(
      (opened) => (database = opened),
      (error: unknown) => {
        opening = undefined;
        throw error;
      },
    );
    return opening;
  }

  return {
    async snapshot(persona, now) {
      if (database) return readSnapshot(database.db, inTurn, persona, now);
      // Nothing can have been committed before the first change opened it.
      if (!keepsData && !place.openAtStart) return untouchedSnapshot(persona);
      return readSnapshot((await open()).db, inTurn, persona, now);
    },
    async update(persona, now, change) {
      const { db } = await open();
      return inTurn(customerKeyOf(persona), () => db.transaction(async (tx) => change(await openCustomerBook(tx, persona, now))));
    },
    async markRead(persona, messageId, now) {
      const { db } = await open();
      await db.query(`INSERT INTO message_reads (customer_key, message_id, read_at) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING`, [
        customerKeyOf(persona),
        messageId,
        now,
      ]);
    },
    async ready() {
      if (keepsData || place.openAtStart) await open();
    },
    async close() {
      closed = true;
      const database = await opening?.catch(() => undefined);
      await database?.close();
    },
  };
}
