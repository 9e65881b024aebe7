/**
 * The local bank's database. By default PostgreSQL compiled to WebAssembly (PGlite), run inside
 * the stack's process, no server and no native build. In memory (tests), or in a data folder
 * (`npm start`: .data/local-bank/) so that a restart, even after `kill -9`, keeps what customers did:
 *
 *   <dataDir>/postgres/   the cluster (PGlite writes every commit to it before answering)
 *   <dataDir>/lock        the process id of the stack using it: one stack per folder
 *
 * `fresh` removes the cluster first, so the bank starts again from the persona files.
 *
 * With a database URL (DATABASE_URL) the bank is kept in that PostgreSQL server instead
 * (postgres-server.ts). Either way the schema is brought up to date at open (migrations.ts).
 */
import type { PGlite } from '@electric-sql/pglite';
import { existsSync } from 'node:fs';
import { mkdir, open, readFile, rm, unlink, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { migrate } from './migrations.ts';
import { describeDatabaseUrl, type SqlDatabase } from './sql.ts';
import { clusterTemplate, forgetClusterTemplate } from './template.ts';

export interface DatabasePlace {
  /** The data folder; undefined keeps the database in memory. */
  dataDir?: string;
  /** Start from the persona files again: the folder's database is removed first. */
  fresh?: boolean;
  /** postgres://…: the bank is kept in this PostgreSQL server instead of PGlite (no data folder then). */
  databaseUrl?: string;
}

export interface BankDatabase {
  readonly db: SqlDatabase;
  close(): Promise<void>;
}

const FOLDER_NOTE = `This folder is the local bank's database (server/backend/ledger/database.ts): the orders,
withdrawals, bookings, deposits, read messages and documents of the local stack's customers.
\`npm start -- --fresh\` starts again from the persona files; so does deleting this folder.
`;

function processIsAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: alive, but another user's.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Folders this process has open: its own pid in a lock file is no sign that the lock is stale. */
const lockedHere = new Set<string>();

const inUse = (dataDir: string, holder: number) =>
  new Error(
    `the local bank's data folder ${dataDir} is in use by process ${holder} (another local stack?); stop it, or give this one another folder with --data`,
  );

/** Takes the folder's lock, or says which process has it; a lock left by a killed process is taken over. */
async function lockFolder(dataDir: string): Promise<() => Promise<void>> {
  const lockFile = join(resolve(dataDir), 'lock');
  if (lockedHere.has(lockFile)) throw inUse(dataDir, process.pid);
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      const handle = await open(lockFile, 'wx');
      await handle.writeFile(String(process.pid));
      await handle.close();
      lockedHere.add(lockFile);
      return async () => {
        lockedHere.delete(lockFile);
        await unlink(lockFile).catch(() => undefined);
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = Number.parseInt(await readFile(lockFile, 'utf8').catch(() => ''), 10);
      // A pid that is not running (a stack killed with kill -9), or this process's from an earlier run: stale.
      if (Number.isInteger(holder) && holder !== process.pid && processIsAlive(holder)) throw inUse(dataDir, holder);
      await unlink(lockFile).catch(() => undefined);
    }
  }
  throw new Error(`cannot take the lock ${lockFile}`);
}

/** A new cluster unpacked from the template; a template that fails is made again, once. */
async function createFromTemplate(dataDir: string | undefined): Promise<PGlite> {
  // Loaded when a database is opened: a stack whose bank is never changed does without it.
  const { PGlite } = await import('@electric-sql/pglite');
  const create = async () => PGlite.create({ ...(dataDir === undefined ? {} : { dataDir }), loadDataDir: await clusterTemplate() });
  try {
    return await create();
  } catch {
    await forgetClusterTemplate();
    if (dataDir !== undefined) await rm(dataDir, { recursive: true, force: true });
    return create();
  }
}

async function openCluster(place: DatabasePlace): Promise<{ db: PGlite; release: () => Promise<void> }> {
  if (place.dataDir === undefined) return { db: await createFromTemplate(undefined), release: async () => undefined };
  const dataDir = place.dataDir;
  await mkdir(dataDir, { recursive: true });
  const release = await lockFolder(dataDir);
  try {
    const cluster = join(dataDir, 'postgres');
    if (place.fresh) await rm(cluster, { recursive: true, force: true });
    if (existsSync(join(cluster, 'PG_VERSION'))) {
      const { PGlite } = await import('@electric-sql/pglite');
      return { db: await PGlite.create({ dataDir: cluster }), release };
    }
    await writeFile(join(dataDir, 'README.txt'), FOLDER_NOTE);
    return { db: await createFromTemplate(cluster), release };
  } catch (error) {
    await release();
    throw new Error(
      `the local bank's data folder ${dataDir} cannot be opened (${(error as Error).message}); start with --fresh to begin again from the persona files`,
    );
  }
}

async function openServer(databaseUrl: string): Promise<BankDatabase> {
  // Loaded when asked for, as PGlite is: the default stack does without the client.
  const { openPostgresServer } = await import('./postgres-server.ts');
  const db = openPostgresServer(databaseUrl);
  try {
    await migrate(db, { where: describeDatabaseUrl(databaseUrl), mayBeUnversioned: false });
  } catch (error) {
    await db.close();
    throw error;
  }
  return { db, close: () => db.close() };
}

export async function openBankDatabase(place: DatabasePlace): Promise<BankDatabase> {
  if (place.databaseUrl !== undefined) {
    // A server's database is the operator's: the bank never drops what is in it.
    if (place.fresh) throw new Error('--fresh empties a data folder; a bank on a PostgreSQL server (DATABASE_URL) starts afresh from an empty database');
    return openServer(place.databaseUrl);
  }
  const { db, release } = await openCluster(place);
  try {
    await migrate(db, { where: place.dataDir ?? 'memory', mayBeUnversioned: place.dataDir !== undefined });
  } catch (error) {
    await db.close();
    await release();
    throw error;
  }
  return {
    db,
    async close() {
      try {
        await db.close();
      } finally {
        await release();
      }
    },
  };
}
