import { randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type Provider from 'oidc-provider';
import type { Persona } from '../../src/engine/types/persona.ts';
import { apiError } from '../http-utils.ts';
import type { PersonaStore } from '../../src/node/personas/store.ts';
import { AccessTokenVerifier, type AccessClaims } from './access-tokens.ts';
import { handleInteraction, WRONG_PASSWORD_DELAY_MS } from './interaction.ts';
import { IssuedRefreshTokens } from './issued-refresh-tokens.ts';
import { LoginThrottle } from './login-throttle.ts';
import type { SigningKey } from './keys.ts';
import { apiResource, createProvider, newCookieKeys, type Lifetimes } from './provider.ts';
import { SessionIndex } from './session-index.ts';
import { SignInStarts } from './sign-in-starts.ts';
import { createIdentityStore, type IdentityStore } from './store.ts';
import { Successors } from './successors.ts';

export { DEFAULT_CLIENT_ID } from './provider.ts';

/** Seconds the store keeps an entry past its expiry (oidc-provider's default clock tolerance). */
const CLOCK_TOLERANCE = 15;

/**
 * The stack's identity service: a certified OpenID provider (oidc-provider) per origin and
 * identity prefix (`/auth`, the older identity domain; `/identity`, the unified one), its issuer
 * being that origin and prefix, so the portal at www.example.de:4173 signs in at
 * http://www.example.de:4173/auth. All of them share one key and one in-memory store.
 */
export interface Identity {
  /** The provider for a request's Host and prefix, started on first use. */
  providerFor(host: string, prefix: string): Provider;
  /** Answers an interaction page; false when the path is not one. */
  interaction(req: IncomingMessage, res: ServerResponse, host: string, prefix: string, path: string): Promise<boolean>;
  /** A valid access token of a running grant for `audience` (the API of the request's host) and its persona, or a 401. */
  authenticate(token: string | undefined, audience: string): Promise<{ claims: AccessClaims; persona: Persona }>;
  verifier: AccessTokenVerifier;
  store: IdentityStore;
  /** Sent by the stack's own calls of its provider (self-client.ts), which no sign-in start limit counts. */
  selfKey: string;
  issued: IssuedRefreshTokens;
  /** Grants of a persona still running, for the old login page. */
  activeSessions(personaId: string): number;
}

export function createIdentity(deps: {
  personas: PersonaStore;
  key: SigningKey;
  lifetimes: Lifetimes;
  locales: readonly string[];
  /** Epoch seconds. */
  now: () => number;
  /** How far apart password attempts of one username or address are checked, ms (login-throttle.ts). */
  wrongPasswordDelayMs?: number;
}): Identity {
  // One in-memory store for every provider of this stack (state lives as long as the stack runs);
  // its entries go when they expire, and each model has its own bound (store.ts).
  const store = createIdentityStore({ now: () => deps.now() * 1000, clockTolerance: CLOCK_TOLERANCE });
  const adapter = (model: string) => store.adapter(model);
  const verifier = new AccessTokenVerifier(deps.key, adapter, deps.now);
  const providers = new Map<string, Provider>();
  const cookieKeys = newCookieKeys();
  const successors = new Successors(deps.now);
  const sessions = new SessionIndex(deps.now, deps.lifetimes.sessionMax);
  const issued = new IssuedRefreshTokens(deps.now);
  const signInStarts = new SignInStarts(() => deps.now() * 1000);
  const throttle = new LoginThrottle({ delayMs: deps.wrongPasswordDelayMs ?? WRONG_PASSWORD_DELAY_MS });
  const selfKey = randomBytes(24).toString('base64url');

  function providerFor(host: string, prefix: string): Provider {
    const issuer = `http://${host.toLowerCase()}${prefix}`;
    let provider = providers.get(issuer);
    if (!provider) {
      provider = createProvider({
        issuer,
        adapter,
        store,
        issued,
        key: deps.key,
        personas: deps.personas,
        lifetimes: deps.lifetimes,
        locales: deps.locales,
        cookieKeys,
        successors,
        verifier,
        signInStarts,
        selfKey,
      });
      sessions.watch(provider);
      providers.set(issuer, provider);
      verifier.issuers.add(issuer);
    }
    return provider;
  }

  return {
    providerFor,
    verifier,
    issued,
    store,
    selfKey,
    interaction: (req, res, host, prefix, path) =>
      handleInteraction(
        { provider: providerFor(host, prefix), prefix, personas: deps.personas, resource: apiResource(`http://${host}${prefix}`), throttle },
        req,
        res,
        path,
      ),

    async authenticate(token, audience) {
      if (!token) throw apiError(401, 'unauthorized', 'missing bearer access token (Authorization: Bearer <token>)');
      let claims: AccessClaims;
      try {
        claims = await verifier.verify(token, audience);
      } catch (error) {
        throw apiError(401, 'invalid_token', `access token rejected: ${(error as Error).message}`);
      }
      // Stricter than a stateless resource server on purpose: after logout (or refresh token
      // reuse) the portal must not keep working with a leftover access token, and tests see that.
      if (!(await verifier.grantAlive(claims.sid)))
        throw apiError(401, 'session_ended', 'the session of this access token has ended (logged out, refresh token reused, or past its maximum length)');
      const persona = await deps.personas.get(claims.sub);
      if (!persona) throw apiError(401, 'unknown_persona', `persona "${claims.sub}" of this token no longer exists`);
      return { claims, persona };
    },

    activeSessions: (personaId) => sessions.count(personaId, (grantId) => store.has('Grant', grantId)),
  };
}
