import { request } from 'node:http';

export interface Answer {
  status: number;
  body: Record<string, unknown> & { data?: Record<string, unknown>; code?: string };
}

/**
 * A JSON POST whose headers go out at once and whose body follows `delayMs` later, as a slow
 * client (or a slow network) sends it: the server has authenticated the request and is waiting
 * for the body meanwhile. Twenty of these at once are how a balance read before the body was
 * awaited lets every one of them spend the same money.
 */
export function slowPost(url: string, path: string, token: string, body: unknown, delayMs: number): Promise<Answer> {
  const payload = JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const req = request(`${url}${path}`, {
      method: 'POST',
      agent: false,
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(payload)) },
    });
    req.on('response', (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        resolve({ status: res.statusCode ?? 0, body: raw ? JSON.parse(raw) : {} });
      });
      res.on('error', reject);
    });
    req.on('error', reject);
    req.flushHeaders();
    setTimeout(() => req.end(payload), delayMs);
  });
}
