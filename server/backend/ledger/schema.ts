/**
 * The local bank's tables (PostgreSQL: in-process by PGlite, or a server; database.ts). Money is in whole
 * cents (bigint). The constraints are the bank's promises, so no code path can break them:
 *
 * - A transaction account's balances are not stored but derived (generated columns) from its
 *   opening balances in the persona file and three running totals: money reserved for open
 *   orders (`in_flight`), money moved into executed deposits (`invested`) and money paid out to
 *   the reference account (`paid_out`). So current + invested + paid_out is always the opening
 *   current balance: no booking creates or loses money.
 * - `available_never_negative`: a booking may not take the available balance below zero (an
 *   account the persona file starts overdrawn may not go lower than it started).
 *
 * These tables are the first migration (migrations.ts) and are never edited: a change to them is
 * a new migration, so a database written by an older stack opens and is brought up to date.
 */
export const SCHEMA = `
CREATE SEQUENCE event_ids;

CREATE TABLE customers (
  customer_key text PRIMARY KEY,
  refused_in_a_row integer NOT NULL DEFAULT 0 CHECK (refused_in_a_row >= 0),
  blocked_until bigint NOT NULL DEFAULT 0
);

CREATE TABLE accounts (
  account_key text PRIMARY KEY,
  customer_key text NOT NULL REFERENCES customers,
  account_id text NOT NULL,
  currency text NOT NULL,
  opening_current bigint NOT NULL,
  opening_available bigint NOT NULL,
  opening_reserved bigint NOT NULL,
  in_flight bigint NOT NULL DEFAULT 0 CHECK (in_flight >= 0),
  invested bigint NOT NULL DEFAULT 0 CHECK (invested >= 0),
  paid_out bigint NOT NULL DEFAULT 0 CHECK (paid_out >= 0),
  current bigint GENERATED ALWAYS AS (opening_current - invested - paid_out) STORED,
  available bigint GENERATED ALWAYS AS (opening_available - in_flight - invested - paid_out) STORED,
  reserved bigint GENERATED ALWAYS AS (opening_reserved + in_flight) STORED,
  CONSTRAINT available_never_negative CHECK (available >= LEAST(opening_available, 0))
);

CREATE TABLE orders (
  id text PRIMARY KEY,
  seq bigserial NOT NULL UNIQUE,
  account_key text NOT NULL REFERENCES accounts,
  offer jsonb NOT NULL,
  amount bigint NOT NULL CHECK (amount > 0),
  placed_at bigint NOT NULL,
  executed_at bigint CHECK (executed_at >= placed_at)
);
CREATE INDEX orders_by_account ON orders (account_key, seq);

CREATE TABLE deposits (
  id text PRIMARY KEY,
  order_id text NOT NULL UNIQUE REFERENCES orders,
  principal bigint NOT NULL CHECK (principal > 0),
  state text NOT NULL CHECK (state IN ('INITIATED', 'ACTIVE')),
  current bigint NOT NULL CHECK (current IN (0, principal)),
  CONSTRAINT active_holds_principal CHECK ((state = 'ACTIVE') = (current = principal))
);

CREATE TABLE withdrawals (
  id text PRIMARY KEY,
  seq bigserial NOT NULL UNIQUE,
  account_key text NOT NULL REFERENCES accounts,
  amount bigint NOT NULL CHECK (amount > 0),
  iban text NOT NULL,
  placed_at bigint NOT NULL
);
CREATE INDEX withdrawals_by_account ON withdrawals (account_key);

CREATE TABLE bookings (
  id text PRIMARY KEY,
  seq bigserial NOT NULL UNIQUE,
  account_key text NOT NULL REFERENCES accounts,
  booked_at bigint NOT NULL,
  amount bigint NOT NULL CHECK (amount <> 0),
  kind text NOT NULL CHECK (kind IN ('deposit', 'withdrawal')),
  counterparty text NOT NULL
);
CREATE INDEX bookings_by_account ON bookings (account_key, booked_at, seq);

CREATE TABLE message_reads (
  customer_key text NOT NULL,
  message_id text NOT NULL,
  read_at bigint NOT NULL,
  PRIMARY KEY (customer_key, message_id)
);

CREATE TABLE document_sets (
  customer_key text PRIMARY KEY,
  fingerprint text NOT NULL
);

CREATE TABLE documents (
  customer_key text NOT NULL REFERENCES document_sets ON DELETE CASCADE,
  id text NOT NULL,
  position integer NOT NULL,
  document jsonb NOT NULL,
  PRIMARY KEY (customer_key, id)
);
`;
