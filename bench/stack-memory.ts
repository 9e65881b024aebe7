/**
 * The local stack's resident memory as `npm start` runs it (`npm run bench:memory`): the stack
 * process tree (tsx and the node it starts, the flag thread, PGlite, the incremental builder's
 * child) read from /proc, started once with the live preview and the config watcher (npm start's
 * switches) and once without them; each time the base after the first page and a sign-in, then
 * after 5,000 junk identity requests (unknown paths, clients, refresh tokens, interactions,
 * personas, bearer tokens), then after 5,000 more. Needs dist/ and dist-preview/ (`npm start`
 * builds both). Prints figures; exits 0.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { freePort } from '../tools/net/free-port.ts';

const STACK_NODE_OPTIONS = '--max-semi-space-size=8'; // as tools/start.mjs starts the stack

/** Resident memory (MB) of the process and every process below it. */
function treeRssMb(root: number): number {
  const children = new Map<number, number[]>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const parent = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      children.set(parent, [...(children.get(parent) ?? []), Number(entry)]);
    } catch {
      // The process ended meanwhile.
    }
  }
  let kb = 0;
  const visit = (pid: number) => {
    try {
      const line = readFileSync(`/proc/${pid}/status`, 'utf8').match(/^VmRSS:\s+(\d+) kB$/m);
      kb += Number(line?.[1] ?? 0);
    } catch {
      // Ended meanwhile.
    }
    for (const child of children.get(pid) ?? []) visit(child);
  };
  visit(root);
  return kb / 1024;
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 3_000));

async function startStack(port: number, withPreview: boolean): Promise<ChildProcess> {
  const args = ['server/main.ts', '--port', String(port), '--dist', 'dist', ...(withPreview ? ['--preview', '--watch-config'] : [])];
  // A process group of its own, so the whole tree stops with it.
  const child = spawn('node_modules/.bin/tsx', args, {
    detached: true,
    env: { ...process.env, NODE_OPTIONS: STACK_NODE_OPTIONS },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise<void>((resolve, reject) => {
    child.on('exit', (code) => reject(new Error(`the stack ended (${code}) before it answered`)));
    child.stdout!.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('portal running at')) resolve();
    });
  });
  return child;
}

async function junkRequests(base: string, count: number): Promise<void> {
  const junk = () => randomBytes(12).toString('hex');
  const form = { 'content-type': 'application/x-www-form-urlencoded' };
  const kinds = [
    () => fetch(`${base}/auth/${junk()}`),
    () => fetch(`${base}/identity/realms/${junk()}`),
    () => fetch(`${base}/auth/protocol/openid-connect/auth?client_id=${junk()}&x=${junk()}`),
    () =>
      fetch(`${base}/auth/protocol/openid-connect/token`, {
        method: 'POST',
        headers: form,
        body: `grant_type=refresh_token&client_id=login&refresh_token=${junk()}`,
      }),
    () => fetch(`${base}/auth/interaction/${junk()}`),
    () => fetch(`${base}/auth/local/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ personaId: junk() }) }),
    () => fetch(`${base}/auth/protocol/openid-connect/userinfo`, { headers: { authorization: `Bearer ${junk()}` } }),
  ];
  for (let i = 0; i < count; i += 50) {
    await Promise.all(Array.from({ length: 50 }, (_, k) => kinds[(i + k) % kinds.length]!().then((answer) => answer.arrayBuffer())));
  }
}

async function measure(withPreview: boolean): Promise<void> {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const stack = await startStack(port, withPreview);
  try {
    // A page, a sign-in and the customer's accounts: the base a developer has once they use it.
    await (await fetch(`${base}/de-de/login/`)).arrayBuffer();
    if (withPreview) await (await fetch(`${base}/__preview/`)).arrayBuffer();
    const login = await fetch(`${base}/auth/local/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ personaId: 'active-de' }),
    });
    const { access_token: token } = (await login.json()) as { access_token: string };
    await (await fetch(`${base}/api/accounts`, { headers: { authorization: `Bearer ${token}` } })).arrayBuffer();
    // The watcher's builder and the preview's worker finish starting in the background first.
    await new Promise((resolve) => setTimeout(resolve, 20_000));
    const before = treeRssMb(stack.pid!);
    await junkRequests(base, 5_000);
    await settle();
    const after = treeRssMb(stack.pid!);
    await junkRequests(base, 5_000);
    await settle();
    const again = treeRssMb(stack.pid!);
    console.log(
      `${withPreview ? 'with the preview and the watcher (npm start)' : 'without the preview and the watcher'}: resident ${before.toFixed(0)} MB; after 5,000 junk identity requests ${after.toFixed(0)} MB (+${(after - before).toFixed(0)}), after 5,000 more ${again.toFixed(0)} MB (+${(again - after).toFixed(0)})`,
    );
  } finally {
    const ended = new Promise((resolve) => stack.once('exit', resolve));
    process.kill(-stack.pid!, 'SIGTERM');
    await ended;
  }
}

if (!existsSync('dist/index.html') || !existsSync('dist-preview')) {
  console.error('bench:memory needs dist/ and dist-preview/: run npm start once (or npm run build and vite build --config tools/preview/vite.config.ts)');
  process.exit(1);
}
await measure(false);
await measure(true);
