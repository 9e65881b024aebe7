/**
 * What the local bank's database costs the local stack (`npx tsx bench/local-bank.ts`): each
 * scenario runs in a process of its own so its memory is its own, and prints wall and CPU time
 * (CPU is steadier on a shared machine) and the resident memory after it.
 *
 * - start (memory): startLocalStack without a data folder; the database is not opened yet.
 * - start (memory, openBankAtStart): the database opens from the cached template (server/main.ts, browser tests that order).
 * - first change (memory): the first withdrawal opens the database.
 * - start (new folder): a data folder unpacked from the template (a first `npm start`, --fresh).
 * - start (existing folder): a restart on a folder with data in it.
 * - request: median of GET /api/accounts/{id}?embed=balance and of POST withdrawals on an open database.
 *
 * Figures only; always exits 0.
 */
// First: the start's output filter, before anything imports the OpenID provider (as server/main.ts).
import '../server/quiet-runtime-notice.ts';
import { execFileSync } from 'node:child_process';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { activeCustomer, BAC } from '../tests/server/fixtures.ts';
import { startLocalStack, type LocalStack } from '../server/local-stack.ts';
import { clusterTemplate } from '../server/backend/ledger/template.ts';

const SCENARIOS = ['start-memory', 'start-memory-bank-at-start', 'first-change-memory', 'start-new-folder', 'start-existing-folder', 'requests'] as const;
type Scenario = (typeof SCENARIOS)[number];

interface Figures {
  wallMs: number;
  cpuMs: number;
  rssMb: number;
  note?: string;
}

async function measure(step: () => Promise<unknown>): Promise<Omit<Figures, 'rssMb'>> {
  const cpu = process.cpuUsage();
  const started = performance.now();
  await step();
  const used = process.cpuUsage(cpu);
  return { wallMs: performance.now() - started, cpuMs: (used.user + used.system) / 1000 };
}

const rssMb = () => process.memoryUsage().rss / 2 ** 20;

async function login(stack: LocalStack): Promise<string> {
  const response = await fetch(`${stack.url}/auth/local/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ personaId: 'active-de' }),
  });
  return ((await response.json()) as { access_token: string }).access_token;
}

const withdraw = (stack: LocalStack, token: string) =>
  fetch(`${stack.url}/api/accounts/acc-100/withdrawals?customer_id=${BAC}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: '{"amount":0.01}',
  });

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[sorted.length >> 1]!;
}

async function runScenario(scenario: Scenario): Promise<Figures> {
  const dir = await mkdtemp(join(tmpdir(), 'bench-local-bank-'));
  await mkdir(join(dir, 'personas'));
  await writeFile(join(dir, 'personas', 'active-de.json'), JSON.stringify(activeCustomer()));
  const base = { port: 0, personasDir: join(dir, 'personas'), distDir: join(dir, 'dist') };
  // The template is made once per machine; loaded here so no scenario counts reading it from disk twice.
  await clusterTemplate();
  let stack: LocalStack | undefined;
  try {
    if (scenario === 'start-memory') {
      const figures = await measure(async () => (stack = await startLocalStack(base)));
      return { ...figures, rssMb: rssMb() };
    }
    if (scenario === 'start-memory-bank-at-start') {
      const figures = await measure(async () => (stack = await startLocalStack({ ...base, openBankAtStart: true })));
      return { ...figures, rssMb: rssMb() };
    }
    if (scenario === 'first-change-memory') {
      stack = await startLocalStack(base);
      const token = await login(stack);
      const figures = await measure(async () => withdraw(stack!, token));
      return { ...figures, rssMb: rssMb() };
    }
    const dataDir = join(dir, 'data');
    if (scenario === 'start-new-folder') {
      const figures = await measure(async () => (stack = await startLocalStack({ ...base, dataDir })));
      return { ...figures, rssMb: rssMb() };
    }
    if (scenario === 'start-existing-folder') {
      const first = await startLocalStack({ ...base, dataDir });
      await withdraw(first, await login(first));
      await first.close();
      const figures = await measure(async () => (stack = await startLocalStack({ ...base, dataDir })));
      return { ...figures, rssMb: rssMb() };
    }
    stack = await startLocalStack(base);
    const token = await login(stack);
    const time = async (request: () => Promise<Response>) => {
      const samples: number[] = [];
      for (let i = 0; i < 50; i += 1) {
        const started = performance.now();
        await (await request()).arrayBuffer();
        samples.push(performance.now() - started);
      }
      return median(samples);
    };
    const balance = () => fetch(`${stack!.url}/api/accounts/acc-100?embed=balance`, { headers: { authorization: `Bearer ${token}` } });
    const fromFiles = await time(balance);
    await withdraw(stack, token);
    const fromDatabase = await time(balance);
    const withdrawal = await time(() => withdraw(stack!, token));
    return {
      wallMs: fromDatabase,
      cpuMs: 0,
      rssMb: rssMb(),
      note: `GET balance ${fromFiles.toFixed(1)} ms before the database opens, ${fromDatabase.toFixed(1)} ms after; POST withdrawal ${withdrawal.toFixed(1)} ms (medians of 50)`,
    };
  } finally {
    await stack?.close();
    await rm(dir, { recursive: true, force: true });
  }
}

const asked = process.argv[2] as Scenario | undefined;
if (asked) {
  process.stdout.write(JSON.stringify(await runScenario(asked)));
} else {
  console.log('scenario                 wall ms   cpu ms   rss MB');
  for (const scenario of SCENARIOS) {
    const out = execFileSync(process.execPath, ['--import', 'tsx', import.meta.filename, scenario], { encoding: 'utf8' });
    const figures = JSON.parse(out.slice(out.lastIndexOf('{'))) as Figures;
    if (figures.note) console.log(`${scenario.padEnd(24)} ${figures.note}; rss ${figures.rssMb.toFixed(0)} MB`);
    else
      console.log(
        `${scenario.padEnd(24)} ${figures.wallMs.toFixed(0).padStart(7)}  ${figures.cpuMs.toFixed(0).padStart(7)}  ${figures.rssMb.toFixed(0).padStart(7)}`,
      );
  }
}
