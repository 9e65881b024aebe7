import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { startLocalStack } from '../../../server/local-stack.ts';

export const REPO_ROOT = resolve(import.meta.dirname, '..', '..', '..');

export interface RunningPortal {
  url: string;
  close: () => Promise<void>;
  events: unknown[];
}

/** Token and session lifetimes in seconds; unset means the local stack's defaults. */
export interface PortalOptions {
  tokenLifetime?: number;
  sessionMax?: number;
  refreshLifetime?: number;
  /**
   * Open the local bank's database when the portal starts, for a test that changes money or read
   * states: PostgreSQL's start (about a second of CPU on a busy machine) must not fall inside the
   * first order, which the portal gives 3 s. Without it the database opens at the first change,
   * and a test that only reads never starts it.
   */
  bankAtStart?: boolean;
}

/** The build the tests serve: dist/, or PORTAL_DIST (a second build, another outDir, tested while dist/ is rebuilt). */
export function distDirectory(): string {
  return process.env.PORTAL_DIST ? resolve(process.env.PORTAL_DIST) : join(REPO_ROOT, 'dist');
}

/**
 * Serves the built portal (dist/, from `npm run build`) with the local backend and the
 * persona files, on 127.0.0.1 and a free port. Lifetimes in seconds, so session tests are short.
 */
export async function startPortal(options: PortalOptions = {}): Promise<RunningPortal> {
  const distDir = distDirectory();
  if (!existsSync(join(distDir, 'index.html'))) throw new Error(`${distDir} has no build: run "npm run build" before the browser tests`);
  const stack = await startLocalStack({
    port: 0,
    distDir,
    personasDir: join(REPO_ROOT, 'personas'),
    openBankAtStart: options.bankAtStart === true,
    ...(options.tokenLifetime ? { tokenLifetime: options.tokenLifetime } : {}),
    ...(options.sessionMax ? { sessionMax: options.sessionMax, refreshLifetime: options.refreshLifetime ?? options.sessionMax } : {}),
  });
  return { url: stack.url.replace(/\/$/, ''), close: () => stack.close(), events: stack.events as unknown[] };
}
