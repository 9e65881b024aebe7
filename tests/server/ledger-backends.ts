/**
 * Runs a suite on each database the local bank can keep its books in: PGlite in memory, and a real
 * PostgreSQL server when LEDGER_TEST_DATABASE_URL names one (`eval "$(tools/ledger-postgres.sh start)"`
 * starts a throwaway one; .ci/run does). Each suite on the server gets a database of its own,
 * dropped after, so test files running at once never see each other's customers. In CI
 * (CI=true) a missing server fails the run instead of skipping.
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, it } from 'vitest';

export interface LedgerPlace {
  /** Undefined: PGlite in memory. */
  databaseUrl?: string;
}

const HOW = 'start one with: eval "$(tools/ledger-postgres.sh start)"';

async function onServer(adminUrl: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/** A new empty database on the server, and how to drop it. */
async function throwawayDatabase(adminUrl: string): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `ledger_test_${randomBytes(6).toString('hex')}`;
  await onServer(adminUrl, `CREATE DATABASE ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  // FORCE: a connection a failed test left open must not keep the database.
  return { url: url.toString(), drop: () => onServer(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}

/** `body` once on PGlite and once on PostgreSQL; `place()` is valid from the suite's beforeAll on. */
export function describeOnEachLedger(title: string, body: (place: () => LedgerPlace) => void): void {
  describe(`${title} (PGlite)`, () => body(() => ({})));
  describeOnPostgres(title, (databaseUrl) => body(() => ({ databaseUrl: databaseUrl() })));
}

/** `body` on a database of its own on the PostgreSQL server; `databaseUrl()` is valid from the suite's beforeAll on. */
export function describeOnPostgres(title: string, body: (databaseUrl: () => string) => void): void {
  const adminUrl = process.env.LEDGER_TEST_DATABASE_URL;
  if (!adminUrl) {
    if (process.env.CI === 'true') {
      describe(`${title} (PostgreSQL)`, () => {
        it('has a server to run on', () => {
          throw new Error(`LEDGER_TEST_DATABASE_URL is not set, and CI runs the bank's tests on PostgreSQL too; ${HOW}`);
        });
      });
    } else {
      describe.skip(`${title} (PostgreSQL: LEDGER_TEST_DATABASE_URL is not set; ${HOW})`, () => body(() => ''));
    }
    return;
  }
  describe(`${title} (PostgreSQL)`, () => {
    let database: Awaited<ReturnType<typeof throwawayDatabase>> | undefined;
    beforeAll(async () => {
      database = await throwawayDatabase(adminUrl);
    });
    afterAll(() => database?.drop());
    body(() => database!.url);
  });
}
