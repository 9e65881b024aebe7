// The local bank keeps what customers did in its data folder: a stack
// killed with `kill -9` and started again on the same folder (server/main.ts --data, as npm start
// runs it) still has the order, the withdrawal and its booking, and the read message; a second
// stack on a folder in use is refused; `fresh` starts again from the persona files.
import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { once } from 'node:events';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Persona } from '../../src/engine/types/persona.ts';
import { startLocalStack } from '../../server/local-stack.ts';
import { activeCustomer, BAC } from './fixtures.ts';

/** node itself with tsx's loader, not the tsx command: that one runs node as its child, which kill -9 of the command would leave running. */
const NODE_WITH_TSX = [process.execPath, '--import', 'tsx'] as const;
/** saimaa-pankki-term-48m: 1,000 to 100,000 EUR, sold in de-de from 2026-01-01 with no end: the real clock runs here. */
const OFFER = 'saimaa-pankki-term-48m';

const PERSONA: Persona = activeCustomer({
  id: 'keeps-de',
  accounts: [{ ...activeCustomer().accounts![0]!, balance: { current: 25000, available: 25000, reserved: 0 } }],
  messages: [{ id: 'm-1', sender: 'Service', subject: 'Willkommen', body: 'Schön, dass Sie da sind.', sentAt: '2026-11-01T08:00:00Z', read: false }],
});

interface Running {
  child: ChildProcessWithoutNullStreams;
  url: string;
}

describe('the local bank after kill -9', () => {
  let dir: string;
  let dataDir: string;
  const running: ChildProcessWithoutNullStreams[] = [];

  /** Starts server/main.ts on a free port; resolves with its URL, or rejects with what it printed when it exits first. */
  async function startStack(extra: string[] = []): Promise<Running> {
    const [node, ...loader] = NODE_WITH_TSX;
    const child = spawn(
      node,
      [...loader, 'server/main.ts', '--port', '0', '--dist', join(dir, 'dist'), '--personas', join(dir, 'personas'), '--data', dataDir, ...extra],
      { stdio: ['pipe', 'pipe', 'pipe'] },
    );
    running.push(child);
    let output = '';
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => (output += chunk));
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => (output += chunk));
    const url = await new Promise<string>((resolve, reject) => {
      child.stdout.on('data', () => {
        const match = /portal running at (http:\/\/127\.0\.0\.1:\d+)\//.exec(output);
        if (match?.[1]) resolve(match[1]);
      });
      child.once('exit', (code) => reject(new Error(`exited with ${code}: ${output}`)));
    });
    return { child, url };
  }

  async function kill9(stack: Running): Promise<void> {
    const exited = once(stack.child, 'exit');
    stack.child.kill('SIGKILL');
    await exited;
  }

  async function signIn(
    url: string,
  ): Promise<(method: 'GET' | 'POST', path: string, body?: unknown) => Promise<{ status: number; body: Record<string, unknown> & { data: unknown } }>> {
    const login = await fetch(`${url}/auth/local/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ personaId: PERSONA.id }),
    });
    const { access_token: token } = (await login.json()) as { access_token: string };
    return async (method, path, body) => {
      const response = await fetch(`${url}${path}`, {
        method,
        headers: { authorization: `Bearer ${token}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
      const raw = await response.text();
      return { status: response.status, body: raw ? JSON.parse(raw) : {} };
    };
  }

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'local-bank-'));
    dataDir = join(dir, 'data');
    await mkdir(join(dir, 'personas'));
    await writeFile(join(dir, 'personas', `${PERSONA.id}.json`), JSON.stringify(PERSONA));
  });
  afterAll(async () => {
    for (const child of running) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    await rm(dir, { recursive: true, force: true });
  });

  it('keeps the order, the withdrawal with its booking and the read message; --fresh forgets them', async () => {
    const first = await startStack();
    const call = await signIn(first.url);
    const placed = await call('POST', `/api/orders?customer_id=${BAC}`, { offerId: OFFER, amount: 10000 });
    expect(placed.status).toBe(201);
    expect((await call('POST', `/api/accounts/acc-100/withdrawals?customer_id=${BAC}`, { amount: 1000.5 })).status).toBe(201);
    expect((await call('POST', `/api/threads/m-1/read?customer_id=${BAC}`)).status).toBe(204);
    // No goodbye: the process dies between two requests, as with a crash or kill -9.
    await kill9(first);

    const second = await startStack();
    const again = await signIn(second.url);
    const orders = (await again('GET', `/api/orders?customer_id=${BAC}`)).body.data as { id: string; amount: number; state: string }[];
    expect(orders).toEqual([expect.objectContaining({ id: (placed.body.data as { id: string }).id, amount: 10000 })]);
    // The real clock runs on: the order is reserved for 10 s (current 23,999.50, reserved 10,000), then booked into the
    // deposit (current 13,999.50, reserved 0); a slow machine may get there between two calls.
    const balance = (await again('GET', '/api/accounts/acc-100?embed=balance')).body.balance as { current: number; available: number; reserved: number };
    expect(balance.available).toBe(13999.5);
    expect(balance.current - balance.reserved).toBe(13999.5);
    expect([0, 10000]).toContain(balance.reserved);
    const bookings = (await again('GET', '/api/accounts/acc-100/transactions')).body.data as { amount: number; description: string }[];
    expect(bookings.filter((booking) => booking.description === 'Auszahlung auf Referenzkonto')).toEqual([expect.objectContaining({ amount: -1000.5 })]);
    expect((await again('GET', `/api/threads/unread-count?customer_id=${BAC}`)).body.data).toBe(0);

    // One stack per folder: a second one is refused while this one runs.
    await expect(startLocalStack({ port: 0, personasDir: join(dir, 'personas'), distDir: join(dir, 'dist'), dataDir })).rejects.toThrow(/in use by process/);
    await kill9(second);

    const fresh = await startLocalStack({ port: 0, personasDir: join(dir, 'personas'), distDir: join(dir, 'dist'), dataDir, fresh: true });
    try {
      const anew = await signIn(fresh.url);
      expect((await anew('GET', '/api/accounts/acc-100?embed=balance')).body.balance).toEqual({ current: 25000, available: 25000, reserved: 0 });
      expect((await anew('GET', `/api/orders?customer_id=${BAC}`)).body.data).toEqual([]);
      expect((await anew('GET', `/api/threads/unread-count?customer_id=${BAC}`)).body.data).toBe(1);
    } finally {
      await fresh.close();
    }
  }, 120_000);
});
