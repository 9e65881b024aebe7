/**
 * The identity service under floods of junk requests (`npm run bench:identity`), on a local
 * stack over the repository's personas: memory after 10,000 calls to `/auth/<15,000 characters>`
 * (the record of identity calls was never trimmed: 274 -> 559 MB), the time of eight parallel
 * 1 MiB nested JSON bodies (0.5-1 s of parsing each), whether an idle customer survives 2,500
 * anonymous sign-in starts (the shared 1,000-entry store pushed them out), and how long 100
 * parallel wrong passwords take with a 10 ms delay (each waits its turn: about 1 s).
 * First, 5,000 junk identity requests (unknown paths, clients, refresh tokens, interactions,
 * personas, bearer tokens): what the heap keeps of them, and V8's young generation, which such a
 * burst doubles (`npm start` caps it, tools/start.mjs).
 * Prints figures; always exits 0. Run with `node --expose-gc` (tsx passes it on) for stable heap figures.
 */
import { request } from 'node:http';
import { getHeapSpaceStatistics } from 'node:v8';
import { createHash, randomBytes } from 'node:crypto';
import { startLocalStack } from '../server/local-stack.ts';

function send(
  port: number,
  method: string,
  path: string,
  headers: Record<string, string> = {},
  body?: string,
  from?: string,
): Promise<{ status: number; headers: Record<string, unknown>; body: string }> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, method, path, headers, ...(from ? { localAddress: from } : {}) }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks).toString() }));
    });
    req.on('error', reject);
    req.end(body);
  });
}

async function batches(count: number, size: number, one: (i: number) => Promise<unknown>): Promise<void> {
  for (let i = 0; i < count; i += size) await Promise.all(Array.from({ length: Math.min(size, count - i) }, (_, k) => one(i + k)));
}

const heapMb = () => {
  (globalThis as { gc?: () => void }).gc?.();
  return process.memoryUsage().heapUsed / 2 ** 20;
};

const newSpaceMb = () => (getHeapSpaceStatistics().find((space) => space.space_name === 'new_space')?.space_size ?? 0) / 2 ** 20;

const stack = await startLocalStack({ port: 0, personasDir: 'personas', distDir: 'dist', wrongPasswordDelayMs: 10, log: () => {} });
const { port } = stack;
try {
  // 0. Junk identity requests.
  const junk = () => randomBytes(12).toString('hex');
  const form = { 'content-type': 'application/x-www-form-urlencoded' };
  const kinds = [
    () => send(port, 'GET', `/auth/${junk()}`),
    () => send(port, 'GET', `/identity/realms/${junk()}`),
    () => send(port, 'GET', `/auth/protocol/openid-connect/auth?client_id=${junk()}&x=${junk()}`),
    () => send(port, 'POST', '/auth/protocol/openid-connect/token', form, `grant_type=refresh_token&client_id=login&refresh_token=${junk()}`),
    () => send(port, 'GET', `/auth/interaction/${junk()}`),
    () => send(port, 'POST', '/auth/local/login', { 'content-type': 'application/json' }, JSON.stringify({ personaId: junk() })),
    () => send(port, 'GET', '/auth/protocol/openid-connect/userinfo', { authorization: `Bearer ${junk()}` }),
  ];
  const junkBefore = { heap: heapMb(), young: newSpaceMb() };
  await batches(5000, 50, (i) => kinds[i % kinds.length]!());
  const junkAfter = { heap: heapMb(), young: newSpaceMb() };
  await batches(5000, 50, (i) => kinds[i % kinds.length]!());
  console.log(
    `5,000 junk identity requests: heap ${junkBefore.heap.toFixed(1)} -> ${junkAfter.heap.toFixed(1)} MB, another 5,000 -> ${heapMb().toFixed(1)} MB; young generation ${junkBefore.young} -> ${junkAfter.young} MB`,
  );

  // 1. The record of identity calls.
  const before = heapMb();
  const long = `/auth/${'a'.repeat(15_000)}`;
  await batches(10_000, 100, () => send(port, 'GET', long));
  const first = heapMb();
  // A second round shows whether anything still grows (the first includes the server warming up).
  await batches(10_000, 100, () => send(port, 'GET', long));
  console.log(
    `10,000 calls to /auth/<15,000 chars>: heap ${before.toFixed(0)} -> ${first.toFixed(0)} MB, another 10,000 -> ${heapMb().toFixed(0)} MB; identityCalls ${stack.identityCalls.length}, longest path ${Math.max(...stack.identityCalls.map((call) => call.path.length))}`,
  );

  // 2. Nested bodies.
  const nested = `${'['.repeat(512 * 1024)}${']'.repeat(512 * 1024)}`;
  let started = performance.now();
  const answers = await Promise.all(Array.from({ length: 8 }, () => send(port, 'POST', '/auth/local/login', { 'content-type': 'application/json' }, nested)));
  console.log(
    `8 parallel 1 MiB nested bodies: ${(performance.now() - started).toFixed(0)} ms, answered ${[...new Set(answers.map((a) => a.status))].join(', ')}`,
  );

  // 3. An idle customer and 2,500 anonymous sign-in starts.
  const idle = JSON.parse(
    (await send(port, 'POST', '/auth/local/login', { 'content-type': 'application/json' }, JSON.stringify({ personaId: 'active-de' }))).body,
  ) as { refresh_token: string };
  const statuses: number[] = [];
  started = performance.now();
  await batches(2500, 50, async () => {
    const query = new URLSearchParams({
      client_id: 'login',
      redirect_uri: `http://127.0.0.1:${port}/de-de/login/`,
      response_type: 'code',
      scope: 'openid offline_access',
      code_challenge: createHash('sha256').update(randomBytes(16)).digest('base64url'),
      code_challenge_method: 'S256',
      state: 's',
    });
    statuses.push((await send(port, 'GET', `/auth/protocol/openid-connect/auth?${query}`)).status);
  });
  const took = performance.now() - started;
  const refresh = await send(
    port,
    'POST',
    '/auth/protocol/openid-connect/token',
    { 'content-type': 'application/x-www-form-urlencoded' },
    new URLSearchParams({ grant_type: 'refresh_token', client_id: 'login', refresh_token: idle.refresh_token }).toString(),
  );
  console.log(
    `2,500 anonymous sign-in starts in ${took.toFixed(0)} ms: ${statuses.filter((s) => s === 303).length} started, ${statuses.filter((s) => s === 429).length} refused (429); the idle customer's refresh afterwards: ${refresh.status}`,
  );

  // 4. Parallel wrong passwords, from another loopback address (127.0.0.1 has used up its sign-in starts above).
  const auth = await send(
    port,
    'GET',
    `/auth/protocol/openid-connect/auth?${new URLSearchParams({
      client_id: 'login',
      redirect_uri: `http://127.0.0.1:${port}/de-de/login/`,
      response_type: 'code',
      scope: 'openid',
      code_challenge: createHash('sha256').update('v'.repeat(43)).digest('base64url'),
      code_challenge_method: 'S256',
      state: 's',
    })}`,
    {},
    undefined,
    '127.0.0.2',
  );
  const location = String(auth.headers.location ?? '');
  const cookie = ((auth.headers['set-cookie'] as string[] | undefined) ?? []).map((c) => c.split(';')[0]).join('; ');
  if (!location.includes('/interaction/')) console.log(`wrong passwords: skipped (no sign-in form: ${auth.status})`);
  else {
    started = performance.now();
    const form = { 'content-type': 'application/x-www-form-urlencoded', cookie };
    await Promise.all(
      Array.from({ length: 100 }, (_, i) =>
        send(port, 'POST', `${new URL(location, 'http://x').pathname}/login`, form, `username=active-de&password=wrong-${i}`, '127.0.0.2'),
      ),
    );
    console.log(`100 parallel wrong passwords, 10 ms delay: ${(performance.now() - started).toFixed(0)} ms (one delay each: >= 1000)`);
  }
} finally {
  await stack.close();
}
