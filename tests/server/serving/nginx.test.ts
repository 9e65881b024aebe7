/**
 * Debian's nginx with the shipped configuration (deploy/nginx/portal.conf plus the build's
 * nginx-build.conf) against the same serving contract as the local server, so what is
 * measured locally is what production serves. nginx runs on 127.0.0.1 in the foreground as
 * this test's child and is stopped at the end; without nginx the test fails with the command
 * that installs it.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { servingContract } from './contract.ts';
import { JS_PATH, writeFixtureDist } from './fixture-dist.ts';
import { rawRequest } from './http.ts';
import { startNginx, type RunningNginx } from './nginx-harness.ts';

let dir: string;
let nginx: RunningNginx | undefined;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'serving-nginx-dist-'));
  await writeFixtureDist(dir);
  nginx = await startNginx(dir);
}, 30_000);

afterAll(async () => {
  await nginx?.stop();
  await rm(dir, { recursive: true, force: true });
});

describe('nginx with deploy/nginx/portal.conf', () => {
  servingContract({ url: () => nginx?.url ?? '', dist: () => dir });

  it('differs from the local server in one documented way: relative q-values between br and gzip are ignored', async () => {
    // brotli_static and gzip_static each only ask "is my coding accepted (q > 0)?", brotli first.
    const response = await rawRequest(nginx?.url ?? '', JS_PATH, { headers: { 'accept-encoding': 'gzip;q=1, br;q=0.5' } });
    expect(response.headers['content-encoding']).toBe('br');
  });
});
