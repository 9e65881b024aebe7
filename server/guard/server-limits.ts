import type { Duplex } from 'node:stream';

/**
 * Limits of the HTTP server itself, so a slow or bloated client costs seconds, not the stack:
 * headers larger than 16 KiB get 431; a request whose headers are not in within 5 s, or which is
 * not wholly received within 10 s, gets 408. Node checks the timeouts every
 * connectionsCheckingInterval (default 30 s, far too coarse for "within seconds").
 */
export const SERVER_LIMITS = {
  maxHeaderSize: 16 * 1024,
  headersTimeout: 5_000,
  requestTimeout: 10_000,
  connectionsCheckingInterval: 1_000,
} as const;

const STATUS_OF: Record<string, string> = {
  HPE_HEADER_OVERFLOW: '431 Request Header Fields Too Large',
  ERR_HTTP_REQUEST_TIMEOUT: '408 Request Timeout',
};

/**
 * Answers what never reaches a handler (a listener replaces Node's own answer): oversized headers
 * 431, a too slow request 408, anything else malformed 400, each with a line saying why.
 */
export function answerClientError(error: Error & { code?: string }, socket: Duplex): void {
  const status = STATUS_OF[error.code ?? ''] ?? '400 Bad Request';
  const reason = status.startsWith('431')
    ? `request headers exceed ${SERVER_LIMITS.maxHeaderSize} bytes`
    : status.startsWith('408')
      ? `the request was not received within ${SERVER_LIMITS.headersTimeout / 1000} s (headers) or ${SERVER_LIMITS.requestTimeout / 1000} s (whole request)`
      : 'malformed HTTP request';
  if (socket.writable) {
    const body = `${reason}\n`;
    socket.end(
      `HTTP/1.1 ${status}\r\nContent-Type: text/plain; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  }
}
