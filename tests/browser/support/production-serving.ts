/**
 * The build served by production's rule for static files alone (server/serving/static.ts, as nginx: no
 * local stack around it, no Server-Timing entry allowing ?flags=). With `flagService`, /ofrep/ is
 * handed to that flag service, as a gateway routes it to flagd or a vendor's relay.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { serveStatic } from '../../../server/serving/static.ts';
import { distDirectory } from './portal.ts';

export async function servedAsInProduction(options: { flagService?: string } = {}): Promise<{ url: string; close: () => Promise<void> }> {
  const { flagService } = options;
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    if (flagService && url.pathname.startsWith('/ofrep/')) {
      const body: Buffer[] = [];
      req.on('data', (chunk: Buffer) => body.push(chunk));
      req.on('end', () => {
        const headers: Record<string, string> = { 'content-type': req.headers['content-type'] ?? 'application/json' };
        if (typeof req.headers['if-none-match'] === 'string') headers['if-none-match'] = req.headers['if-none-match'];
        fetch(`${flagService}${url.pathname}`, { method: req.method ?? 'POST', headers, body: Buffer.concat(body) }).then(
          async (answer) => {
            const etag = answer.headers.get('etag');
            res.writeHead(answer.status, { 'content-type': answer.headers.get('content-type') ?? 'application/json', ...(etag ? { etag } : {}) });
            res.end(Buffer.from(await answer.arrayBuffer()));
          },
          () => res.writeHead(502).end(),
        );
      });
      return;
    }
    serveStatic(distDirectory(), req, url).then(
      (reply) => res.writeHead(reply.status, reply.headers ?? {}).end(reply.body),
      () => res.writeHead(500).end(),
    );
  });
  await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise<void>((closed) => server.close(() => closed())),
  };
}
