import { compactVerify, jwtVerify, SignJWT, type JWTPayload } from 'jose';
import { randomUUID } from 'node:crypto';
import type { Persona } from '../../src/engine/types/persona.ts';
import { SIGNING_ALG, type SigningKey } from './keys.ts';
import { requireLowS, toLowS } from './low-s.ts';
import type { Session } from './sessions.ts';

/** The claims the portal reads (spec 3: exp, iat, azp) plus what the local backend needs. */
export interface AccessClaims extends JWTPayload {
  sub: string;
  exp: number;
  iat: number;
  azp: string;
  sid: string;
  customer_id?: string;
  user_id?: string;
}

export class TokenSigner {
  constructor(
    private readonly key: SigningKey,
    private readonly issuer: () => string,
    private readonly tokenLifetime: number,
  ) {}

  /** Signs an access token; its expiry never passes the session's end (spec 4: session maximum). */
  async sign(session: Session, persona: Persona, now: number): Promise<{ token: string; exp: number }> {
    const exp = Math.min(now + this.tokenLifetime, session.endsAt);
    const claims: Record<string, unknown> = { typ: 'Bearer', azp: session.clientId, sid: session.sid };
    if (persona.customer?.bacNumber) claims.customer_id = persona.customer.bacNumber;
    if (persona.user?.userId) claims.user_id = persona.user.userId;
    const token = await new SignJWT(claims)
      .setProtectedHeader({ alg: SIGNING_ALG, kid: this.key.kid, typ: 'JWT' })
      .setSubject(persona.id)
      .setIssuer(this.issuer())
      .setIssuedAt(now)
      .setExpirationTime(exp)
      .setJti(randomUUID())
      .sign(this.key.privateKey);
    return { token: toLowS(token), exp };
  }

  /** Verifies signature, issuer and expiry against the stack's clock; throws on any failure. */
  async verify(token: string, now: number): Promise<AccessClaims> {
    requireLowS(token);
    const { payload } = await jwtVerify(token, this.key.publicKey, {
      algorithms: [SIGNING_ALG],
      issuer: this.issuer(),
      currentDate: new Date(now * 1000),
      requiredClaims: ['sub', 'exp', 'iat', 'sid', 'azp'],
    });
    issuedInThePast(payload, now);
    return payload as AccessClaims;
  }

  /**
   * Verifies the signature only. The user-management refresh receives the access token
   * being replaced, which may just have expired; it must still be ours and untampered.
   */
  async verifySignatureOnly(token: string): Promise<AccessClaims> {
    requireLowS(token);
    const { payload } = await compactVerify(token, this.key.publicKey, { algorithms: [SIGNING_ALG] });
    const claims = JSON.parse(new TextDecoder().decode(payload)) as Partial<AccessClaims>;
    if (typeof claims.sid !== 'string' || typeof claims.sub !== 'string' || typeof claims.azp !== 'string') throw new Error('token lacks sub, sid or azp');
    return claims as AccessClaims;
  }
}

/**
 * The stack issues and checks tokens by one clock, so a token issued after "now" was not issued
 * by it as it stands: refused (jose checks iat's type but not that it lies in the past).
 */
function issuedInThePast(payload: JWTPayload, now: number): void {
  if (typeof payload.iat !== 'number' || payload.iat > now) throw new Error(`"iat" claim ${String(payload.iat)} lies in the future (now ${now})`);
}
