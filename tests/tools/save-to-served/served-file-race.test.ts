/**
 * A save under `npm start` replaces pages while the local server sends them: every answer is one
 * version of the page, whole, in the encoding it says, never an error (a .gz that was listed and
 * then removed once made the server answer 500).
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { IncomingMessage } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sendFile } from '../../../server/serving/static-send.ts';
import { writeServedFile } from '../../../tools/save-to-served/write-served-file.ts';

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'served-file-race-'));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

const version = (n: number) => `<!doctype html><title>v${n}</title>${'<p>the same text, compressible</p>'.repeat(400)}<p>end of v${n}</p>`;

function request(acceptEncoding: string): IncomingMessage {
  return { method: 'GET', headers: { 'accept-encoding': acceptEncoding } } as unknown as IncomingMessage;
}

describe('a page replaced while it is being sent', () => {
  it('is always answered with one whole version', async () => {
    await writeServedFile(dir, 'de-de/index.html', version(0));
    const path = join(dir, 'de-de', 'index.html');
    let writing = true;
    const writer = (async () => {
      for (let n = 1; n <= 30; n++) await writeServedFile(dir, 'de-de/index.html', version(n));
      writing = false;
    })();
    const answers: string[] = [];
    const reader = async (encoding: string) => {
      while (writing) {
        const reply = await sendFile(path, { req: request(encoding), hashed: false, status: 200 });
        expect(reply.status).toBe(200);
        const body = reply.body as Buffer;
        const coding = reply.headers?.['content-encoding'];
        answers.push(coding === 'br' ? brotliDecompressSync(body).toString() : coding === 'gzip' ? gunzipSync(body).toString() : body.toString());
      }
    };
    await Promise.all([writer, reader('br'), reader('gzip'), reader('br, gzip'), reader('identity')]);
    expect(answers.length).toBeGreaterThan(20);
    for (const answer of answers) expect(answer).toMatch(/^<!doctype html><title>v(\d+)<\/title>.*<p>end of v\1<\/p>$/s);
  });
});
