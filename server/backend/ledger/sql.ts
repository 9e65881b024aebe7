/**
 * What the bank needs of a database, met by PGlite as it is and by a PostgreSQL server through a
 * pool of connections (postgres-server.ts), so both run the same statements on the same code path.
 */

/** Runs statements: a database outside a transaction, or one transaction. */
export interface Sql {
  query<T>(text: string, params?: unknown[]): Promise<{ rows: T[] }>;
  /** Several statements without parameters (a migration). */
  exec(text: string): Promise<unknown>;
}

export interface SqlDatabase extends Sql {
  /** Runs `work` in one transaction on one connection: committed when it returns, rolled back when it throws. */
  transaction<T>(work: (tx: Sql) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

/** PostgreSQL's error fields the bank reads (node-postgres and PGlite both give them). */
export interface DatabaseError extends Error {
  code?: string;
  constraint?: string;
}

/** A CHECK constraint refused the row (SQLSTATE 23514). */
export const violatedCheck = (error: unknown): string | undefined =>
  error instanceof Error && (error as DatabaseError).code === '23514' ? (error as DatabaseError).constraint : undefined;

/** Where the server is, without the password: for messages. */
export function describeDatabaseUrl(url: string): string {
  try {
    const parsed = new URL(url);
    return `PostgreSQL at ${parsed.hostname}:${parsed.port || '5432'}${parsed.pathname}`;
  } catch {
    return 'PostgreSQL (DATABASE_URL is not a URL)';
  }
}
