/**
 * The bank's schema as numbered migrations, applied when a database is opened (database.ts): a
 * table records the versions applied, each migration runs once, in a transaction of its own, so a
 * database left by an older stack (a data folder, a PostgreSQL database) opens and is brought up
 * to date, and one that a newer stack wrote is refused rather than misread. Several stacks
 * opening one PostgreSQL database at once take turns (an advisory lock held by each transaction).
 *
 * A migration is never edited once released: a change is a new one at the end.
 */
import { createHash } from 'node:crypto';
import { SCHEMA } from './schema.ts';
import type { Sql, SqlDatabase } from './sql.ts';

export interface Migration {
  version: number;
  name: string;
  sql: string;
}

export const MIGRATIONS: readonly Migration[] = [{ version: 1, name: "the bank's tables", sql: SCHEMA }];

const LATEST = Math.max(...MIGRATIONS.map((migration) => migration.version));

/** Any constant: the advisory lock the migrations of this bank take turns on. */
const MIGRATION_LOCK = 4_151_337;

/**
 * Before migrations the stack kept its books in PGlite folders only, with the digest of its
 * schema's text in a table `meta`: a folder with the digest of migration 1 is that migration
 * applied; any other digest is a schema no migration describes. A PostgreSQL server's database
 * was never written that way, so a server is never adopted from (a `meta` there is someone else's).
 */
const UNVERSIONED_DIGEST = createHash('sha256').update(SCHEMA).digest('hex').slice(0, 16);

const refuse = (where: string, why: string) =>
  new Error(`the local bank's data in ${where} ${why}; start with --fresh (or an empty database) to begin again from the persona files`);

async function adoptUnversioned(tx: Sql, where: string): Promise<void> {
  const present = await tx.query<{ present: boolean }>(`SELECT to_regclass('meta') IS NOT NULL AS present`);
  if (!present.rows[0]?.present) return;
  const digest = (await tx.query<{ value: string }>(`SELECT value FROM meta WHERE key = 'schema'`)).rows[0]?.value;
  if (digest !== UNVERSIONED_DIGEST)
    throw refuse(where, `was written by an older version of the stack whose schema (${digest ?? 'unknown'}) no migration describes`);
  await tx.query(`INSERT INTO schema_migrations (version, name) VALUES (1, $1) ON CONFLICT DO NOTHING`, [MIGRATIONS[0]!.name]);
  await tx.exec(`DROP TABLE meta`);
}

export interface MigrationPlace {
  /** Where, for messages: a data folder, memory, or a server (without its password). */
  where: string;
  /** A PGlite folder (or memory) that an older stack may have written before migrations. */
  mayBeUnversioned: boolean;
}

/** Applies the first migration not applied yet; false when there is none. */
async function applyNext(db: SqlDatabase, { where, mayBeUnversioned }: MigrationPlace): Promise<boolean> {
  return db.transaction(async (tx) => {
    await tx.query(`SELECT pg_advisory_xact_lock($1)`, [MIGRATION_LOCK]);
    await tx.exec(
      `CREATE TABLE IF NOT EXISTS schema_migrations (version integer PRIMARY KEY, name text NOT NULL, applied_at timestamptz NOT NULL DEFAULT now())`,
    );
    if (mayBeUnversioned) await adoptUnversioned(tx, where);
    const applied = new Set((await tx.query<{ version: number }>(`SELECT version FROM schema_migrations`)).rows.map((row) => row.version));
    const newest = Math.max(0, ...applied);
    if (newest > LATEST) throw refuse(where, `was written by a newer version of the stack (migration ${newest}; this one knows up to ${LATEST})`);
    const next = MIGRATIONS.find((migration) => !applied.has(migration.version));
    if (!next) return false;
    try {
      await tx.exec(next.sql);
    } catch (error) {
      throw new Error(`the local bank's migration ${next.version} (${next.name}) failed in ${where}: ${(error as Error).message}`);
    }
    await tx.query(`INSERT INTO schema_migrations (version, name) VALUES ($1, $2)`, [next.version, next.name]);
    return true;
  });
}

/** Brings the database's schema up to the latest migration. */
export async function migrate(db: SqlDatabase, place: MigrationPlace): Promise<void> {
  while (await applyNext(db, place));
}
