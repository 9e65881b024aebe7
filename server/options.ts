import { join } from 'node:path';
import type { TrackingEvent } from './backend/tracking.ts';

export interface LocalStackOptions {
  /** TCP port on 127.0.0.1; 0 picks a free one. Default 0. */
  port?: number;
  /** Vite build output served as the portal. Default `dist`. */
  distDir?: string;
  /** Directory of persona JSON files. Default `personas`. */
  personasDir?: string;
  /**
   * The config folder whose `flags/` the local flag service serves (OFREP under /ofrep/v1/),
   * followed while the stack runs. Default the repository's `config`.
   */
  configDir?: string;
  /** Access-token lifetime in seconds. Default 300. */
  tokenLifetime?: number;
  /** Refresh-token lifetime in seconds (never beyond the session maximum). Default 1800. */
  refreshLifetime?: number;
  /** Maximum session length in seconds from login; refreshes cannot extend past it. Default 1800. */
  sessionMax?: number;
  /** Clock in epoch milliseconds, injectable so tests move time instead of sleeping. Default Date.now. */
  now?: () => number;
  /**
   * Spacing of password attempts per username and per client address, and the wait before a
   * wrong password's answer, in ms (server/identity/login-throttle.ts). Default 1000.
   */
  wrongPasswordDelayMs?: number;
  /** true logs one line per request to stderr; a function receives the lines instead. Default off. */
  log?: boolean | ((line: string) => void);
  /**
   * The live preview under /__preview/ (tools/preview/): `npm start` turns it on. Default off,
   * so tests and production-like serving never answer preview routes.
   */
  preview?: PreviewMount;
  /**
   * Host names answered besides 127.0.0.1, localhost, the sites of config/head/head.yaml and the
   * personas' context.host (guard/hosts.ts); any other Host gets 421. Default none.
   */
  allowedHosts?: string[];
  /**
   * The local bank's data folder (server/backend/ledger/database.ts): orders, withdrawals,
   * bookings, deposits, read messages and documents are kept there and survive a restart (even
   * `kill -9`). Default none: the bank lives in memory and a restart starts from the persona files.
   */
  dataDir?: string;
  /** Empties the data folder's database first, so the bank starts from the persona files again. Default false. */
  fresh?: boolean;
  /**
   * postgres://…: the local bank is kept in this PostgreSQL server instead of PGlite (dataDir and
   * fresh do not apply); its tables are created or migrated at start. Default none.
   */
  databaseUrl?: string;
  /**
   * Without a data folder the bank's database opens at the first order, withdrawal or read
   * message, which waits for it (PostgreSQL's start: from half a second to a few seconds of CPU),
   * so a stack that is only read never pays for it. true opens it at start instead: for a portal
   * whose first change must answer within the portal's 3 s (server/main.ts, browser tests that
   * change money). A data folder always opens at start. Default false.
   */
  openBankAtStart?: boolean;
}

export interface PreviewMount {
  /** Repository root: schemas/ are read here; findings name files relative to it. */
  repoRoot: string;
  /** Default <repoRoot>/config. */
  configDir?: string;
  /** Default: the stack's personas directory. */
  personasDir?: string;
  /** The built preview page (dist-preview/). */
  assetsDir?: string;
}

export interface ResolvedOptions {
  port: number;
  distDir: string;
  personasDir: string;
  configDir: string;
  tokenLifetime: number;
  refreshLifetime: number;
  sessionMax: number;
  now: () => number;
  wrongPasswordDelayMs: number;
  log: ((line: string) => void) | undefined;
  /** Warnings (bad persona files, unexpected errors) are printed even without `log`. */
  warn: (line: string) => void;
  preview: PreviewMount | undefined;
  allowedHosts: string[];
  dataDir: string | undefined;
  fresh: boolean;
  databaseUrl: string | undefined;
  openBankAtStart: boolean;
}

function positiveSeconds(name: string, value: number | undefined, fallback: number, unit = 'seconds'): number {
  if (value === undefined) return fallback;
  if (!Number.isFinite(value) || value <= 0) throw new Error(`${name} must be a positive number of ${unit}, got ${value}`);
  return value;
}

export function resolveOptions(options: LocalStackOptions): ResolvedOptions {
  const port = options.port ?? 0;
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`port must be an integer 0..65535, got ${port}`);
  const log = options.log === true ? (line: string) => process.stderr.write(`${line}\n`) : options.log || undefined;
  return {
    port,
    distDir: options.distDir ?? 'dist',
    personasDir: options.personasDir ?? 'personas',
    configDir: options.configDir ?? join(import.meta.dirname, '..', 'config'),
    tokenLifetime: positiveSeconds('tokenLifetime', options.tokenLifetime, 300),
    refreshLifetime: positiveSeconds('refreshLifetime', options.refreshLifetime, 1800),
    sessionMax: positiveSeconds('sessionMax', options.sessionMax, 1800),
    now: options.now ?? Date.now,
    wrongPasswordDelayMs: positiveSeconds('wrongPasswordDelayMs', options.wrongPasswordDelayMs, 1000, 'milliseconds'),
    log,
    warn: log ?? ((line: string) => process.stderr.write(`local-stack: ${line}\n`)),
    preview: options.preview,
    allowedHosts: (options.allowedHosts ?? []).map((name) => name.toLowerCase()),
    dataDir: options.dataDir,
    fresh: options.fresh ?? false,
    databaseUrl: options.databaseUrl,
    openBankAtStart: options.openBankAtStart ?? false,
  };
}

export interface LocalStack {
  /** Base URL, e.g. `http://127.0.0.1:4173`. */
  url: string;
  port: number;
  /** Tracking events received, oldest first; the same array is cleared in place by DELETE. */
  events: TrackingEvent[];
  /**
   * The newest 1,000 calls of the identity service, oldest first, with the host prefix it came
   * by: `/auth` (the older identity domain) or `/identity` (the unified one; the same service),
   * so a test sees which one the unifiedIdentityDomain flag chose. Paths are cut to 200
   * characters (server/identity/identity-calls.ts).
   */
  identityCalls: IdentityCall[];
  /** The pages served last (URL paths, newest first): a save under `npm start` draws them first. */
  recentPages(): string[];
  close(): Promise<void>;
}

export interface IdentityCall {
  prefix: '/auth' | '/identity';
  method: string;
  /** The path below the prefix, e.g. `/protocol/openid-connect/token`. */
  path: string;
}
