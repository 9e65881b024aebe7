// The local bank's schema is migrated at open (server/backend/ledger/migrations.ts): a data folder
// as the stack wrote it before migrations (the schema's digest in a table `meta`) opens with what
// customers did in it; one written by a newer stack, or with a schema no migration describes, is
// refused with the way out; several stacks opening one server database at once apply each
// migration once, and a server is never adopted from as if it were such a folder.
import { createHash } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Persona } from '../../src/engine/types/persona.ts';
import { openBankDatabase } from '../../server/backend/ledger/database.ts';
import { openPostgresServer } from '../../server/backend/ledger/postgres-server.ts';
import { SCHEMA } from '../../server/backend/ledger/schema.ts';
import { startingAccount } from '../../server/backend/ledger/starting-state.ts';
import { clusterTemplate } from '../../server/backend/ledger/template.ts';
import type { Sql } from '../../server/backend/ledger/sql.ts';
import { activeCustomer } from './fixtures.ts';
import { describeOnPostgres } from './ledger-backends.ts';

const NOW = Date.UTC(2026, 10, 27, 9, 0, 0);
const base = activeCustomer({ id: 'migrated' });
const PERSONA: Persona = {
  ...base,
  customer: { ...base.customer, bacNumber: 'DE-migrated' },
  accounts: [{ ...base.accounts![0]!, balance: { current: 500, available: 500, reserved: 0 } }],
};

/**
 * What the stack before migrations left: its schema and the `meta` table with the schema's digest
 * (as its ensureSchema wrote them), and one withdrawal of 120.00 EUR booked in it.
 */
async function writeAsBeforeMigrations(db: Sql): Promise<void> {
  const start = startingAccount(PERSONA)!;
  await db.exec(SCHEMA);
  await db.exec(`CREATE TABLE meta (key text PRIMARY KEY, value text NOT NULL)`);
  await db.query(`INSERT INTO meta (key, value) VALUES ('schema', $1)`, [createHash('sha256').update(SCHEMA).digest('hex').slice(0, 16)]);
  await db.query(`INSERT INTO customers (customer_key) VALUES ($1)`, [start.customerKey]);
  await db.query(
    `INSERT INTO accounts (account_key, customer_key, account_id, currency, opening_current, opening_available, opening_reserved, paid_out) VALUES ($1, $2, $3, 'EUR', 50000, 50000, 0, 12000)`,
    [start.key, start.customerKey, start.id],
  );
  await db.query(`INSERT INTO bookings (id, account_key, booked_at, amount, kind, counterparty) VALUES ('bk-old', $1, $2, -12000, 'withdrawal', 'E. M.')`, [
    start.key,
    NOW,
  ]);
}

async function expectMigrated(db: Sql): Promise<void> {
  expect((await db.query(`SELECT version FROM schema_migrations`)).rows).toEqual([{ version: 1 }]);
  expect((await db.query(`SELECT to_regclass('meta') AS meta`)).rows).toEqual([{ meta: null }]);
}

describe('a data folder written before migrations (PGlite)', () => {
  let dir: string;

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'bank-migrations-'));
    const { PGlite } = await import('@electric-sql/pglite');
    const old = await PGlite.create({ dataDir: join(dir, 'postgres'), loadDataDir: await clusterTemplate() });
    await writeAsBeforeMigrations(old);
    await old.close();
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('opens with what customers did, migrated; marked newer than this stack, it is refused', async () => {
    const database = await openBankDatabase({ dataDir: dir });
    await expectMigrated(database.db);
    expect((await database.db.query(`SELECT current, available FROM accounts`)).rows).toEqual([{ current: 38000, available: 38000 }]);
    await database.db.query(`INSERT INTO schema_migrations (version, name) VALUES (99, 'from the future')`);
    await database.close();
    await expect(openBankDatabase({ dataDir: dir })).rejects.toThrow(
      /written by a newer version of the stack \(migration 99; this one knows up to 1\); start with --fresh/,
    );
  });
});

describe('a data folder whose schema no migration describes (PGlite)', () => {
  let dir: string;

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'bank-migrations-'));
    const { PGlite } = await import('@electric-sql/pglite');
    const old = await PGlite.create({ dataDir: join(dir, 'postgres'), loadDataDir: await clusterTemplate() });
    await writeAsBeforeMigrations(old);
    // No stack ever wrote this digest: a schema edited by hand, or a file damaged.
    await old.query(`UPDATE meta SET value = 'f00dfeedf00dfeed' WHERE key = 'schema'`);
    await old.close();
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('is refused with the way out', async () => {
    await expect(openBankDatabase({ dataDir: dir })).rejects.toThrow(
      /written by an older version of the stack whose schema \(f00dfeedf00dfeed\) no migration describes; start with --fresh/,
    );
  });
});

describeOnPostgres('a server database', (databaseUrl) => {
  it('opens in three stacks at once, migrated once', async () => {
    const databases = await Promise.all([1, 2, 3].map(() => openBankDatabase({ databaseUrl: databaseUrl() })));
    await expectMigrated(databases[0]!.db);
    await Promise.all(databases.map((database) => database.close()));
  });

  it('holding tables of no migration is refused, not adopted: servers came after migrations, so that `meta` is not an older stack', async () => {
    const server = openPostgresServer(databaseUrl());
    try {
      await server.exec(`DROP TABLE schema_migrations`);
      await server.exec(`CREATE TABLE meta (key text PRIMARY KEY, value text NOT NULL)`);
      await server.query(`INSERT INTO meta (key, value) VALUES ('schema', $1)`, [createHash('sha256').update(SCHEMA).digest('hex').slice(0, 16)]);
    } finally {
      await server.close();
    }
    await expect(openBankDatabase({ databaseUrl: databaseUrl() })).rejects.toThrow(
      /the local bank's migration 1 \(the bank's tables\) failed in PostgreSQL at .*already exists/,
    );
  });
});
