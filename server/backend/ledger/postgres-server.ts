/**
 * The local bank on a PostgreSQL server (DATABASE_URL) instead of PGlite: a pool of connections,
 * so requests of different customers run at once. Answers are read as PGlite reads them: bigint
 * (the bank's cents and epoch milliseconds) as a number, jsonb as its value.
 */
import pg from 'pg';
import type { Sql, SqlDatabase } from './sql.ts';

/** Every request of a burst gets its own connection rather than queueing in the stack. */
const POOL_SIZE = 20;

const parseBigint = (text: string): number | bigint => {
  const value = Number(text);
  return Number.isSafeInteger(value) ? value : BigInt(text);
};

const types = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
    oid === pg.types.builtins.INT8 ? parseBigint : pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
};

function sqlOf(client: pg.Pool | pg.PoolClient): Sql {
  return {
    async query<T>(text: string, params?: unknown[]) {
      const result = await client.query(text, params);
      return { rows: result.rows as T[] };
    },
    exec: (text: string) => client.query(text),
  };
}

export function openPostgresServer(url: string): SqlDatabase {
  const pool = new pg.Pool({ connectionString: url, max: POOL_SIZE, types });
  // An idle connection the server dropped (a restart): the pool discards it and the next request reconnects.
  pool.on('error', () => undefined);
  return {
    ...sqlOf(pool),
    async transaction<T>(work: (tx: Sql) => Promise<T>): Promise<T> {
      const client = await pool.connect();
      let broken = false;
      try {
        // The row lock (bank.ts) needs each statement after it to see what the holder before
        // committed: READ COMMITTED, whatever the server's default_transaction_isolation says.
        await client.query('BEGIN ISOLATION LEVEL READ COMMITTED');
        const result = await work(sqlOf(client));
        await client.query('COMMIT');
        return result;
      } catch (error) {
        // A connection that cannot even roll back is closed, not handed to the next request.
        await client.query('ROLLBACK').catch(() => (broken = true));
        throw error;
      } finally {
        client.release(broken);
      }
    },
    close: () => pool.end(),
  };
}
