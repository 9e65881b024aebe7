/**
 * The first line a connection sends (a question is one line of JSON): handed over once it is in,
 * and the connection closed when it sends nothing for a while or more than a question could be.
 */
import type { Socket } from 'node:net';

/** A question is a command line, its folder and environment: a few kB, never a megabyte. */
const LONGEST_LINE = 1024 * 1024;
/** How long a connection may wait before it sends its question. */
const SILENT_MS = 10_000;

export function onFirstLine(socket: Socket, received: (line: string) => void): void {
  let text = '';
  socket.setEncoding('utf8');
  // A connection that says nothing is not kept open (nor does it keep the service from ending).
  socket.setTimeout(SILENT_MS, () => socket.destroy());
  socket.on('error', () => socket.destroy());
  const onData = (chunk: string) => {
    text += chunk;
    const end = text.indexOf('\n');
    if (end < 0) {
      if (text.length > LONGEST_LINE) socket.destroy();
      return;
    }
    socket.off('data', onData);
    socket.setTimeout(0);
    received(text.slice(0, end));
  };
  socket.on('data', onData);
}
