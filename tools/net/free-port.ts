import { createServer } from 'node:net';

/**
 * A TCP port on 127.0.0.1 that was free a moment ago, for a program that must be told its port
 * before it starts (nginx, a stack in its own process). Servers of our own listen on port 0
 * instead, which cannot be taken in between. Several test files run at once on the machine, so
 * never a fixed port.
 */
export function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolvePort(port));
    });
  });
}
