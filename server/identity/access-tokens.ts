import { compactVerify, jwtVerify, type JWTPayload } from 'jose';
import { requireCanonicalJwt } from './canonical-token.ts';
import { SIGNING_ALG, type SigningKey } from './keys.ts';
import { requireLowS } from './low-s.ts';
import type { Adapter } from './store.ts';

/** The claims the portal reads (spec 3: exp, iat, azp) plus what the local backend needs. */
export interface AccessClaims extends JWTPayload {
  sub: string;
  exp: number;
  iat: number;
  azp: string;
  /** The grant (one sign-in of one client) the token belongs to; logout and refresh reuse end it. */
  sid: string;
  customer_id?: string;
  user_id?: string;
}

/**
 * The backend's check of an access token issued by the stack's OpenID provider: ES256 with the
 * stack's key in canonical low-S form and canonical base64url text, one of the stack's issuers, for
 * the API of the host it is used at (its audience), not expired, not issued in the future, and
 * its grant still alive (not logged out, not ended by refresh token reuse).
 */
export class AccessTokenVerifier {
  /** The issuers of the providers this stack has started (one per origin and identity prefix). */
  readonly issuers = new Set<string>();
  private readonly grants: Adapter;

  constructor(
    private readonly key: SigningKey,
    /** The providers' store (service.ts): grants are read where the providers keep them. */
    adapter: (model: string) => Adapter,
    /** Epoch seconds. */
    private readonly now: () => number,
  ) {
    this.grants = adapter('Grant');
  }

  /** `audience`: the API the token is used for (`<origin>/api`); a token issued for another site's API is refused. */
  async verify(token: string, audience: string): Promise<AccessClaims> {
    requireCanonicalJwt(token);
    requireLowS(token);
    const at = this.now();
    const { payload } = await jwtVerify(token, this.key.publicKey, {
      algorithms: [SIGNING_ALG],
      currentDate: new Date(at * 1000),
      requiredClaims: ['sub', 'exp', 'iat', 'sid', 'azp', 'iss'],
    });
    if (!this.issuers.has(String(payload.iss))) throw new Error(`issuer "${String(payload.iss)}" is not one of this stack's`);
    requireAudience(payload, audience);
    // The stack issues and checks tokens by one clock: a token issued after "now" was not issued by it as it stands.
    if (typeof payload.iat !== 'number' || payload.iat > at) throw new Error(`"iat" claim ${String(payload.iat)} lies in the future (now ${at})`);
    return payload as AccessClaims;
  }

  /**
   * The signature only: the user-management refresh receives the access token being replaced,
   * which may just have expired; it must still be ours and untampered.
   */
  async verifySignatureOnly(token: string, audience: string): Promise<AccessClaims> {
    requireCanonicalJwt(token);
    requireLowS(token);
    const { payload } = await compactVerify(token, this.key.publicKey, { algorithms: [SIGNING_ALG] });
    const claims = JSON.parse(new TextDecoder().decode(payload)) as Partial<AccessClaims>;
    if (typeof claims.sid !== 'string' || typeof claims.sub !== 'string' || typeof claims.azp !== 'string') throw new Error('token lacks sub, sid or azp');
    requireAudience(claims, audience);
    return claims as AccessClaims;
  }

  /** Whether the grant is still there: logout, refresh token reuse and the session maximum end it. */
  async grantAlive(grantId: string): Promise<boolean> {
    const grant = (await this.grants.find(grantId)) as { exp?: number } | undefined;
    return grant !== undefined && (grant.exp === undefined || grant.exp > this.now());
  }
}

/** The API a request at `host` (its Host header) reaches: the audience its access tokens must name. */
export function apiAudience(host: string | undefined): string {
  // As the provider names it (provider.ts apiResource): the origin of http://<Host>, then /api.
  try {
    return `${new URL(`http://${host ?? ''}`).origin}/api`;
  } catch {
    return 'http://invalid/api';
  }
}

function requireAudience(claims: JWTPayload, audience: string): void {
  const named = Array.isArray(claims.aud) ? claims.aud : [claims.aud];
  if (!named.includes(audience)) throw new Error(`the token's audience ${JSON.stringify(claims.aud)} is not this host's API (${audience})`);
}
