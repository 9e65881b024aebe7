/**
 * The local stack compresses its JSON answers on the fly when the client accepts it (Lighthouse
 * counted the login page's 23 kB list of example customers as uncompressed text).
 */
import { request } from 'node:http';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compressReply } from '../../server/compress-reply.ts';
import { json } from '../../server/http-utils.ts';
import { startLocalStack, type LocalStack } from '../../server/local-stack.ts';
import { repoRoot } from '../support/config.ts';

const big = json(200, { items: Array.from({ length: 200 }, (_, index) => ({ id: `persona-${index}`, description: 'A customer with a long description' })) });

describe('compressReply', () => {
  it('brotli when accepted, else gzip, else the text as it is; Vary names Accept-Encoding', () => {
    const br = compressReply(big, 'gzip, deflate, br');
    expect(br.headers?.['content-encoding']).toBe('br');
    expect(br.headers?.vary).toBe('Accept-Encoding');
    expect(brotliDecompressSync(br.body as Buffer).toString('utf8')).toBe(big.body);
    const gzip = compressReply(big, 'gzip');
    expect(gunzipSync(gzip.body as Buffer).toString('utf8')).toBe(big.body);
    const plain = compressReply(big, undefined);
    expect(plain.body).toBe(big.body);
    expect(plain.headers?.['content-encoding']).toBeUndefined();
    expect(plain.headers?.vary).toBe('Accept-Encoding');
  });

  it('leaves small answers, bodiless answers and other types alone', () => {
    const small = json(200, { ok: true });
    expect(compressReply(small, 'br')).toBe(small);
    const none = { status: 204 };
    expect(compressReply(none, 'br')).toBe(none);
    const image = { status: 200, headers: { 'content-type': 'image/png' }, body: Buffer.alloc(4096) };
    expect(compressReply(image, 'br')).toBe(image);
  });
});

describe('the local stack', () => {
  let stack: LocalStack;
  beforeAll(async () => {
    stack = await startLocalStack({ port: 0, personasDir: join(repoRoot, 'personas'), distDir: join(repoRoot, 'no-such-dist') });
  });
  afterAll(() => stack.close());

  it('sends the list of example customers brotli-compressed to a browser', async () => {
    const { headers, body } = await new Promise<{ headers: Record<string, unknown>; body: Buffer }>((resolve, reject) => {
      const req = request(`${stack.url}/auth/local/personas`, { headers: { 'accept-encoding': 'gzip, deflate, br, zstd' } }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
      });
      req.on('error', reject);
      req.end();
    });
    expect(headers['content-encoding']).toBe('br');
    const list = JSON.parse(brotliDecompressSync(body).toString('utf8')) as unknown;
    expect(JSON.stringify(list).length).toBeGreaterThan(body.length * 3);
  });
});
