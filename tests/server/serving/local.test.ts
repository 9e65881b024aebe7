/**
 * The local server (server/serving/static.ts) against the serving contract, plus what only it does:
 * q-value ranking between codings (nginx ignores relative q-values, see contract.ts) and
 * clear answers for a broken build.
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLocalStack, type LocalStack } from '../../../server/local-stack.ts';
import { servingContract } from './contract.ts';
import { FIXTURE, JS_PATH, writeFixtureDist } from './fixture-dist.ts';
import { rawRequest } from './http.ts';

let dir: string;
let stack: LocalStack;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'serving-local-'));
  await writeFixtureDist(dir);
  stack = await startLocalStack({ port: 0, distDir: dir, personasDir: join(dir, 'no-personas') });
});

afterAll(async () => {
  await stack?.close();
  await rm(dir, { recursive: true, force: true });
});

describe('local server', () => {
  servingContract({ url: () => stack.url, dist: () => dir });

  it('ranks codings by q-value, preferring brotli on a tie; a wildcard covers both', async () => {
    const encodingFor = async (accept: string) =>
      (await rawRequest(stack.url, JS_PATH, { headers: { 'accept-encoding': accept } })).headers['content-encoding'] ?? 'identity';
    expect(await encodingFor('gzip;q=1, br;q=0.5')).toBe('gzip');
    expect(await encodingFor('gzip;q=0.5, br;q=0.9')).toBe('br');
    expect(await encodingFor('gzip, br')).toBe('br');
    expect(await encodingFor('*')).toBe('br');
    expect(await encodingFor('*;q=0.5, br;q=0')).toBe('gzip');
    expect(await encodingFor('identity;q=1, gzip;q=0.5')).toBe('identity');
  });

  it('a broken routes.json answers 500 naming the field, and the fixed file is picked up without a restart', async () => {
    const routes = join(dir, 'routes.json');
    await writeFile(
      routes,
      JSON.stringify({ ...FIXTURE.routes, pages: [{ id: 'x', locale: 'de-de', path: '/de-de/a b/', match: 'exact', audience: 'public' }] }),
    );
    try {
      const response = await rawRequest(stack.url, '/de-de/');
      expect(response.status).toBe(500);
      expect(response.body.toString('utf8')).toContain('pages[0].path "/de-de/a b/"');
    } finally {
      await writeFile(routes, JSON.stringify(FIXTURE.routes));
    }
    expect((await rawRequest(stack.url, '/de-de/')).status).toBe(200);
  });
});

describe('local server without routes.json (a build before pages-as-config)', () => {
  let spaDir: string;
  let spa: LocalStack;
  beforeAll(async () => {
    spaDir = await mkdtemp(join(tmpdir(), 'serving-spa-'));
    await writeFixtureDist(spaDir);
    await rm(join(spaDir, 'routes.json'));
    spa = await startLocalStack({ port: 0, distDir: spaDir, personasDir: join(spaDir, 'no-personas') });
  });
  afterAll(async () => {
    await spa?.close();
    await rm(spaDir, { recursive: true, force: true });
  });

  it("every path outside /assets/ gets the shell with 200, or a directory's own index.html", async () => {
    for (const path of ['/de-de/no-such-page', '/en-gb/login/', '/login']) {
      const response = await rawRequest(spa.url, path);
      expect(response.status, path).toBe(200);
      expect(response.body.toString('utf8'), path).toBe(FIXTURE.shell);
    }
    expect((await rawRequest(spa.url, '/de-de/')).body.toString('utf8')).toBe(FIXTURE.home);
    expect((await rawRequest(spa.url, '/assets/missing-AbCd1234.js')).status).toBe(404);
  });
});
