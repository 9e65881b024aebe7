/**
 * Who the stored access token says is logged in, and whether it still counts (spec 5): read
 * with the token decoder (jwt-decode), which is a chunk of its own: a visitor has no token and
 * the first load carries none of it.
 */
import { decodeToken, isTokenExpired } from '../session/token.ts';
import { identityFromToken } from './identity.ts';
import type { SessionIdentity } from './fetchers.ts';

export interface TokenReading {
  token: string;
  /** Decodable and not expired on the server's clock. */
  valid: boolean;
  identity: SessionIdentity | null;
}

/**
 * Throws when the token cannot be decoded (spec 8: logged here and rethrown, for the caller to
 * log the visitor out: useStoredSession). An expired token is a reading, not an error.
 */
export function readStoredToken(token: string, nowMs: number, serverTimeDiffMs: number, log?: (message: string, error: unknown) => void): TokenReading {
  decodeToken(token, log);
  const valid = !isTokenExpired(token, nowMs, serverTimeDiffMs);
  return { token, valid, identity: valid ? identityFromToken(token) : null };
}
