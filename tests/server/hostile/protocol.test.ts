// HEAD answers wherever GET does; oversized headers get 431 and slow requests 408
// within seconds; build-only files of the served build (nginx-build.conf, …) are not served.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SERVER_LIMITS } from '../../../server/guard/server-limits.ts';
import { BAC, TEST_PERSONAS } from '../fixtures.ts';
import { login, startHarness, type Harness } from '../harness.ts';
import { writeFixtureDist } from '../serving/fixture-dist.ts';
import { raw, stall } from './raw.ts';

let h: Harness;
let dist: string;
beforeAll(async () => {
  dist = await mkdtemp(join(tmpdir(), 'hostile-dist-'));
  await writeFixtureDist(dist);
  h = await startHarness({ distDir: dist }, TEST_PERSONAS);
});
afterAll(async () => {
  await h.stop();
  await rm(dist, { recursive: true, force: true });
});

describe('HEAD', () => {
  it('answers wherever GET does, with the same status and headers and no body', async () => {
    const { access_token } = await login(h.stack, 'active-de');
    const auth = { authorization: `Bearer ${access_token}` };
    for (const [path, headers] of [
      ['/auth/local/personas', {}],
      ['/auth/protocol/openid-connect/certs', {}],
      [`/api/customers/${BAC}`, auth],
      ['/api/marketing-analytics/sdk.js', {}],
      ['/api/nothing-here', auth],
      ['/de-de/', {}],
    ] as const) {
      const got = await raw(h.stack.port, 'GET', path, headers);
      const head = await raw(h.stack.port, 'HEAD', path, headers);
      expect(head.status, path).toBe(got.status);
      expect(head.body, path).toBe('');
      expect(head.headers['content-type'], path).toBe(got.headers['content-type']);
      expect(head.headers['content-length'], path).toBe(String(Buffer.byteLength(got.body)));
    }
  });

  it('is listed in Allow next to GET', async () => {
    const answer = await raw(h.stack.port, 'POST', '/auth/local/personas', { 'content-type': 'application/json' }, '{}');
    expect(answer.status).toBe(405);
    expect(answer.headers.allow).toBe('GET, HEAD');
  });
});

describe('build-only files', () => {
  it('are not served: 404 for nginx-build.conf, routes.json, immutable.json and their variants, however spelled', async () => {
    for (const path of [
      '/nginx-build.conf',
      '/nginx-build.conf.gz',
      '/routes.json',
      '/immutable.json',
      '/immutable.json.br',
      '//nginx-build.conf',
      '/assets/../nginx-build.conf',
      '/%6eginx-build.conf',
    ]) {
      const answer = await raw(h.stack.port, 'GET', path);
      expect(answer.status, path).toBe(404);
      expect(answer.body, path).not.toMatch(/location|"pages"/);
    }
    expect((await raw(h.stack.port, 'GET', '/robots.txt')).status).toBe(200);
  });
});

describe('hostile HTTP', () => {
  it('answers headers over the limit with 431', async () => {
    const answer = await raw(h.stack.port, 'GET', '/auth/local/personas', { 'x-filler': 'a'.repeat(SERVER_LIMITS.maxHeaderSize + 1) });
    expect(answer.status).toBe(431);
    expect(answer.body).toContain(`request headers exceed ${SERVER_LIMITS.maxHeaderSize} bytes`);
    expect((await raw(h.stack.port, 'GET', '/auth/local/personas')).status).toBe(200);
  });

  it('answers a request whose headers or body never finish with 408 within seconds', async () => {
    const [headers, body] = await Promise.all([
      stall(h.stack.port, `GET /auth/local/personas HTTP/1.1\r\nHost: 127.0.0.1:${h.stack.port}\r\nX-Slow: `),
      stall(
        h.stack.port,
        `POST /api/tracking/events HTTP/1.1\r\nHost: 127.0.0.1:${h.stack.port}\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{"event_name":`,
      ),
    ]);
    expect(headers.answer).toMatch(/^HTTP\/1\.1 408 Request Timeout\r\n/);
    expect(headers.ms).toBeLessThan(SERVER_LIMITS.headersTimeout + 2 * SERVER_LIMITS.connectionsCheckingInterval + 500);
    expect(body.answer).toMatch(/^HTTP\/1\.1 408 Request Timeout\r\n/);
    expect(body.ms).toBeLessThan(SERVER_LIMITS.requestTimeout + 2 * SERVER_LIMITS.connectionsCheckingInterval + 500);
    expect(h.stack.events).toEqual([]);
    // The stack serves on.
    expect((await raw(h.stack.port, 'GET', '/auth/local/personas')).status).toBe(200);
  }, 30_000);
});
