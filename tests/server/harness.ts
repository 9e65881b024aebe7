import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { vi } from 'vitest';
import type { Persona } from '../../src/engine/types/persona.ts';
import { startLocalStack, type LocalStack, type LocalStackOptions } from '../../server/local-stack.ts';
import { TEST_PERSONAS } from './fixtures.ts';

/**
 * A clock the test moves by hand, so expiry is tested without sleeping. The OpenID provider
 * reads Date.now(), so the clock fakes Date (only Date: timers and I/O run as usual) until stop.
 */
export class TestClock {
  ms = Date.UTC(2025, 0, 15, 9, 0, 0);
  readonly now = () => this.ms;
  constructor() {
    vi.useFakeTimers({ toFake: ['Date'], now: this.ms });
  }
  advance(seconds: number): void {
    this.ms += seconds * 1000;
    vi.setSystemTime(this.ms);
  }
  release(): void {
    vi.useRealTimers();
  }
  get seconds(): number {
    return Math.floor(this.ms / 1000);
  }
}

export interface Harness {
  stack: LocalStack;
  clock: TestClock;
  dir: string;
  stop(): Promise<void>;
}

/**
 * Starts a real stack on a free port over temp persona (and optionally dist) directories. Its bank
 * is in memory and opens its database at the first change (a test that changes money through the
 * portal's client, which gives a request 3 s, passes `openBankAtStart: true`).
 */
export async function startHarness(options: LocalStackOptions = {}, personas: Persona[] = TEST_PERSONAS): Promise<Harness> {
  const dir = await mkdtemp(join(tmpdir(), 'local-stack-'));
  const personasDir = join(dir, 'personas');
  await mkdir(personasDir);
  for (const persona of personas) await writeFile(join(personasDir, `${persona.id}.json`), JSON.stringify(persona));
  const clock = new TestClock();
  const stack = await startLocalStack({ port: 0, personasDir, distDir: join(dir, 'dist'), now: clock.now, ...options });
  return {
    stack,
    clock,
    dir,
    async stop() {
      await stack.close();
      clock.release();
      await rm(dir, { recursive: true, force: true });
    },
  };
}

export interface Tokens {
  access_token: string;
  refresh_token: string;
  expires_in: number;
  refresh_expires_in: number;
  server_time: number;
}

export async function login(stack: LocalStack, personaId: string): Promise<Tokens> {
  const response = await fetch(`${stack.url}/auth/local/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ personaId }),
  });
  if (response.status !== 200) throw new Error(`login as ${personaId} answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as Tokens;
}

export function get(stack: LocalStack, path: string, token?: string): Promise<Response> {
  return fetch(`${stack.url}${path}`, { headers: token ? { authorization: `Bearer ${token}` } : {} });
}

export function postForm(stack: LocalStack, path: string, fields: Record<string, string>): Promise<Response> {
  return fetch(`${stack.url}${path}`, { method: 'POST', body: new URLSearchParams(fields) });
}

export function postJson(stack: LocalStack, path: string, body: unknown): Promise<Response> {
  return fetch(`${stack.url}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
}

/** Lists or clears recorded events: local-test-only endpoints want this header (server/backend/bounded-records.ts). */
export const LOCAL_TEST_HEADERS = { 'x-local-test': '1' } as const;

export function localTest(stack: LocalStack, path: string, method: 'GET' | 'DELETE' = 'GET'): Promise<Response> {
  return fetch(`${stack.url}${path}`, { method, headers: LOCAL_TEST_HEADERS });
}
