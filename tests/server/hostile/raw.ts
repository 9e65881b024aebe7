import { request } from 'node:http';
import { connect } from 'node:net';

export interface RawAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/**
 * One HTTP request with exactly the headers given (Host and Origin included, which fetch would
 * set itself), as a DNS-rebinding page or another site's form would send them.
 */
export function raw(port: number, method: string, path: string, headers: Record<string, string> = {}, body?: string, from?: string): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    // `from`: another loopback address to send from (127.0.0.2, …): another client as the stack sees it.
    const req = request(
      { host: '127.0.0.1', port, method, path, headers: { host: `127.0.0.1:${port}`, ...headers }, setHost: false, ...(from ? { localAddress: from } : {}) },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks).toString('utf8') }));
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

/**
 * Sends `text` over a bare socket and never more, and resolves with what the server answers
 * before it closes the connection, and after how many milliseconds.
 */
export function stall(port: number, text: string): Promise<{ answer: string; ms: number }> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const socket = connect(port, '127.0.0.1', () => socket.write(text));
    let answer = '';
    socket.on('data', (chunk: Buffer) => (answer += chunk.toString('utf8')));
    socket.on('close', () => resolve({ answer, ms: performance.now() - started }));
    socket.on('error', reject);
  });
}
