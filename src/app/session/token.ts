/**
 * Access-token reading (spec 3 "Auth token storage", spec 5 expiry, spec 9 default length).
 *
 * Server time difference: `serverTimeDiffMs = serverTime - clientTime`, measured at the last
 * refresh (positive when the server clock is ahead). `exp` is on the server's clock, so the
 * client's "now" is moved onto that clock before comparing: expired when now + diff > exp.
 * (The spec's wording "now passes expiry plus the difference" is the same rule with the
 * difference taken the other way round, client - server.)
 */
import { jwtDecode } from 'jwt-decode';
import { DEFAULT_SESSION_SECONDS, LOCAL_TOKEN_EXPIRES_IN_SECONDS, LOCAL_TOKEN_ISSUED_SECONDS_AGO } from './constants.ts';

export interface AccessTokenClaims {
  sub?: string;
  /** Seconds since the epoch, server clock. */
  exp?: number;
  iat?: number;
  azp?: string;
  customer_id?: string;
  user_id?: string;
  [claim: string]: unknown;
}

/** Spec 8 "token cannot be decoded": logged and rethrown. For places that need the claims. */
export function decodeToken(token: string, log: (message: string, error: unknown) => void = console.error): AccessTokenClaims {
  try {
    return jwtDecode<AccessTokenClaims>(token);
  } catch (error) {
    log('Access token cannot be decoded', error);
    throw error;
  }
}

/** Quiet variant for checks that run every second: null when missing or undecodable. */
export function readToken(token: string | null | undefined): AccessTokenClaims | null {
  if (!token) return null;
  try {
    return jwtDecode<AccessTokenClaims>(token);
  } catch {
    return null;
  }
}

/** Seconds until expiry on the server's clock; null when the token or its exp is unreadable. */
export function tokenRemainingSeconds(token: string | null | undefined, nowMs: number, serverTimeDiffMs = 0): number | null {
  const exp = readToken(token)?.exp;
  if (typeof exp !== 'number' || !Number.isFinite(exp)) return null;
  return exp - (nowMs + serverTimeDiffMs) / 1000;
}

/** Spec 5: expired when missing, undecodable (or without exp), or now + diff is past exp. */
export function isTokenExpired(token: string | null | undefined, nowMs: number, serverTimeDiffMs = 0): boolean {
  const remaining = tokenRemainingSeconds(token, nowMs, serverTimeDiffMs);
  return remaining === null || remaining < 0;
}

/** Session length = exp - iat; 5 minutes when that cannot be read (spec 9). */
export function tokenLifetimeSeconds(token: string | null | undefined): number {
  const claims = readToken(token);
  const exp = claims?.exp;
  const iat = claims?.iat;
  if (typeof exp !== 'number' || typeof iat !== 'number') return DEFAULT_SESSION_SECONDS;
  const lifetime = exp - iat;
  return Number.isFinite(lifetime) && lifetime > 0 ? lifetime : DEFAULT_SESSION_SECONDS;
}

/**
 * Spec 4: in a local environment the refresh is skipped and a fake token is used, expiring
 * 220 s ahead and issued 20 s ago (lifetime 240 s). Unsigned (`alg: none`): only the portal
 * reads it; the local backend does not verify it.
 */
export function createLocalFakeToken(nowMs: number, claims: Partial<AccessTokenClaims> = {}): string {
  const now = Math.floor(nowMs / 1000);
  const payload: AccessTokenClaims = {
    sub: 'local-user',
    azp: 'login',
    ...claims,
    iat: now - LOCAL_TOKEN_ISSUED_SECONDS_AGO,
    exp: now + LOCAL_TOKEN_EXPIRES_IN_SECONDS,
  };
  return `${base64UrlJson({ alg: 'none', typ: 'JWT' })}.${base64UrlJson(payload)}.`;
}

function base64UrlJson(value: unknown): string {
  const bytes = new TextEncoder().encode(JSON.stringify(value));
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/**
 * The session maximum as the session monitor reads it: the stored refresh expiry, else the
 * refresh token's own exp (a JWT refresh token) on the client's clock. The token store keeps
 * to what is stored, so the first load does not carry the decoder.
 */
export function withRefreshTokenExpiry<T extends { getSessionMaxAt(): number | null; getRefreshToken(): string | null; getServerTimeDiff(): number }>(
  tokens: T,
): T {
  return {
    ...tokens,
    getSessionMaxAt: () => {
      const stored = tokens.getSessionMaxAt();
      if (stored !== null) return stored;
      const exp = readToken(tokens.getRefreshToken())?.exp;
      return typeof exp === 'number' ? exp * 1000 - tokens.getServerTimeDiff() : null;
    },
  };
}
