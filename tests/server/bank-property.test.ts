// A property of the local bank: random interleavings of orders,
// withdrawals, executions (the injectable clock moves, also while bodies are on their way) and
// restarts (the stack closed and started again on the same data folder) never change the sum of
// money, and never leave an available balance below zero; on PGlite and on a PostgreSQL server,
// where requests run on connections of their own. Seeded: a failure names its seed,
// FUZZ_SEED=<seed> replays it.
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Persona } from '../../src/engine/types/persona.ts';
import { startLocalStack, type LocalStack } from '../../server/local-stack.ts';
import { seededRandom, seedFrom, type Random } from '../support/seeded-random.ts';
import { activeCustomer } from './fixtures.ts';
import { login, TestClock } from './harness.ts';
import { describeOnEachLedger } from './ledger-backends.ts';
import { slowPost, type Answer } from './slow-request.ts';

const SEED = seedFrom(process.env.FUZZ_SEED, 31);
const STEPS = 40;
/** tauernbank-term-48m: 1,000 to 100,000 EUR, sold 2026-01-01 to 2027-06-30 in de-de. */
const OFFER = 'tauernbank-term-48m';
const TODAY = Date.UTC(2026, 10, 27, 9, 0, 0);
/** Orders below the offer's minimum, above the balance, odd cents: refusals are part of the mix. */
const AMOUNTS = [0.01, 0.07, 99.99, 500, 1000, 2500.5, 5000, 10000, 12345.67, 30000, 60000, 100000];

interface Customer {
  persona: Persona;
  bac: string;
  /** The persona file's balances, in cents. */
  opening: { current: number; available: number; reserved: number };
  /** What the bank said yes to (201), in cents: the test's own books. */
  ordered: number[];
  paidOut: number;
}

const cents = (euros: number): number => Math.round(euros * 100);

function customer(id: string, bac: string, balance: { current: number; available: number; reserved: number }): Customer {
  const base = activeCustomer({ id });
  const persona: Persona = {
    ...base,
    customer: { ...base.customer, id: `c-${id}`, bacNumber: bac },
    accounts: [{ ...base.accounts![0]!, customerId: bac, balance }],
  };
  return {
    persona,
    bac,
    opening: { current: cents(balance.current), available: cents(balance.available), reserved: cents(balance.reserved) },
    ordered: [],
    paidOut: 0,
  };
}

describeOnEachLedger(`the local bank keeps every cent (seed ${SEED})`, (place) => {
  const random: Random = seededRandom(SEED);
  let clock: TestClock;
  const customers = [
    customer('rich', 'DE0000000201', { current: 250000, available: 250000, reserved: 0 }),
    customer('reserved', 'DE0000000202', { current: 15230.55, available: 15000, reserved: 230.55 }),
    // Overdrawn by the persona file: nothing may take it lower.
    customer('overdrawn', 'DE0000000203', { current: -120.5, available: -120.5, reserved: 0 }),
  ];
  let dir: string;
  let stack: LocalStack;
  const tokens = new Map<string, string>();

  async function start(): Promise<void> {
    stack = await startLocalStack({
      port: 0,
      personasDir: join(dir, 'personas'),
      distDir: join(dir, 'dist'),
      // A restart reopens the same books: the data folder, or the server's database.
      ...(place().databaseUrl === undefined ? { dataDir: join(dir, 'data') } : { databaseUrl: place().databaseUrl }),
      now: clock.now,
      // The clock jumps by up to 16 minutes: tokens must outlive the run.
      tokenLifetime: 86_400,
      refreshLifetime: 86_400,
      sessionMax: 86_400,
    });
    for (const { persona } of customers) tokens.set(persona.id, (await login(stack, persona.id)).access_token);
  }

  async function get(who: Customer, path: string): Promise<Record<string, unknown> & { data: Record<string, unknown>[] }> {
    const response = await fetch(`${stack.url}${path}`, { headers: { authorization: `Bearer ${tokens.get(who.persona.id)}` } });
    expect(response.status, path).toBe(200);
    return (await response.json()) as Record<string, unknown> & { data: Record<string, unknown>[] };
  }

  /** The invariants, read through the services as the portal reads them. */
  async function checkBooks(who: Customer, step: string): Promise<void> {
    const account = (await get(who, '/api/accounts/acc-100?embed=balance')).balance as { current: number; available: number; reserved: number };
    const listed = (await get(who, `/api/accounts?filter=customerId eq ${who.bac}`)).data.filter((entry) => entry.depositType !== undefined);
    const deposits = await Promise.all(
      listed.map(async (entry) => (await get(who, `/api/accounts/${String(entry.id)}?embed=balance`)).balance as { current: number; reserved: number }),
    );
    const orders = (await get(who, `/api/orders?customer_id=${who.bac}`)).data as { amount: number; state: string }[];
    const inDeposits = deposits.reduce((sum, deposit) => sum + cents(deposit.current), 0);
    const onTheirWay = deposits.reduce((sum, deposit) => sum + cents(deposit.reserved), 0);
    const ordered = who.ordered.reduce((sum, amount) => sum + amount, 0);
    const where = `${who.persona.id} after ${step}`;

    // Money is neither created nor lost: it is on the account, in a deposit, or paid out.
    expect(cents(account.current) + inDeposits + who.paidOut, where).toBe(who.opening.current);
    expect(cents(account.available), where).toBeGreaterThanOrEqual(Math.min(0, who.opening.available));
    expect(cents(account.available), where).toBe(who.opening.available - ordered - who.paidOut);
    expect(cents(account.reserved), where).toBe(who.opening.reserved + onTheirWay);
    // The bank lists exactly the orders it accepted, and each deposit holds its amount once.
    expect(orders.map((order) => cents(order.amount)).sort(), where).toEqual([...who.ordered].sort());
    expect(inDeposits + onTheirWay, where).toBe(ordered);
  }

  /** Books what the bank accepted into the test's own books. */
  function record(who: Customer, kind: 'order' | 'withdrawal', answer: Answer): void {
    if (answer.status !== 201) {
      expect([400, 422], JSON.stringify(answer.body)).toContain(answer.status);
      return;
    }
    const amount = cents(answer.body.data!.amount as number);
    if (kind === 'order') who.ordered.push(amount);
    else who.paidOut += amount;
  }

  beforeAll(async () => {
    clock = new TestClock();
    clock.advance((TODAY - clock.ms) / 1000);
    dir = await mkdtemp(join(tmpdir(), 'bank-property-'));
    await mkdir(join(dir, 'personas'));
    for (const { persona } of customers) await writeFile(join(dir, 'personas', `${persona.id}.json`), JSON.stringify(persona));
    await start();
  });
  afterAll(async () => {
    await stack?.close();
    clock?.release();
    await rm(dir, { recursive: true, force: true });
  });

  it(`${STEPS} random steps of concurrent orders and withdrawals, executions and restarts`, async () => {
    let restarts = 0;
    for (let step = 0; step < STEPS; step += 1) {
      const roll = random.next();
      if (roll < 0.1) {
        await stack.close();
        await start();
        restarts += 1;
        for (const who of customers) await checkBooks(who, `restart at step ${step}`);
        continue;
      }
      const who = random.pick(customers);
      const batch = Array.from({ length: 1 + random.int(6) }, () => {
        const kind = random.chance(0.5) ? ('order' as const) : ('withdrawal' as const);
        return { kind, answer: kind === 'order' ? sendOrder(who) : sendWithdrawal(who) };
      });
      // The clock moves while bodies are on their way: orders fall due between checks and bookings.
      if (random.chance(0.6)) clock.advance(random.pick([1, 5, 9, 10, 11, 16 * 60]));
      for (const { kind, answer } of batch) record(who, kind, await answer);
      await checkBooks(who, `step ${step}`);
    }
    clock.advance(11);
    for (const who of customers) await checkBooks(who, 'the last orders fell due');
    expect(restarts, 'the seed should restart the stack at least once').toBeGreaterThan(0);
    expect(
      customers.some((who) => who.ordered.length > 0 && who.paidOut > 0),
      'the seed should place orders and withdrawals',
    ).toBe(true);
  }, 120_000);

  function sendOrder(who: Customer): Promise<Answer> {
    return slowPost(
      stack.url,
      `/api/orders?customer_id=${who.bac}`,
      tokens.get(who.persona.id)!,
      { offerId: OFFER, amount: random.pick(AMOUNTS) },
      random.int(30),
    );
  }
  function sendWithdrawal(who: Customer): Promise<Answer> {
    return slowPost(
      stack.url,
      `/api/accounts/acc-100/withdrawals?customer_id=${who.bac}`,
      tokens.get(who.persona.id)!,
      { amount: random.pick(AMOUNTS) },
      random.int(30),
    );
  }
});
