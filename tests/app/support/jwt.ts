/** Real signed JWTs (jose, HS256) so the decoder sees what the identity service issues. */
import { SignJWT } from 'jose';

// Node environment only: under jsdom, jose's key checks meet typed arrays of another realm;
// jsdom tests use `unsignedToken` below.
const secret = new TextEncoder().encode('test-secret-of-sufficient-length-123');

export async function signToken(claims: { iat: number; exp: number; [claim: string]: unknown }): Promise<string> {
  const { iat, exp, ...rest } = claims;
  return new SignJWT({ sub: 'user-1', azp: 'login', customer_id: 'C1', user_id: 'U1', ...rest })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuedAt(iat)
    .setExpirationTime(exp)
    .sign(secret);
}

/** A token issued at `nowMs` (seconds precision) that lives `lifetimeSeconds`. */
export function tokenFor(nowMs: number, lifetimeSeconds: number, claims: Record<string, unknown> = {}): Promise<string> {
  const iat = Math.floor(nowMs / 1000);
  return signToken({ ...claims, iat, exp: iat + lifetimeSeconds });
}

/** JWT-shaped, unsigned (alg none): for jsdom tests, where jose cannot sign. */
export function unsignedToken(claims: Record<string, unknown>): string {
  const part = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${part({ alg: 'none', typ: 'JWT' })}.${part(claims)}.`;
}
