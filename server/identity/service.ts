import type { Persona } from '../../src/engine/types/persona.ts';
import { apiError, oauthError } from '../http-utils.ts';
import type { PersonaStore } from '../personas.ts';
import type { EndOutcome, Session, SessionStore } from './sessions.ts';
import type { AccessClaims, TokenSigner } from './tokens.ts';

/** The client the portal identifies itself as (spec 7: client_id default "login"). */
export const DEFAULT_CLIENT_ID = 'login';

/**
 * The clients registered with the local identity service. A session is issued to one of them,
 * and a token's `azp` is always the session's registered client, never a string a request sent.
 */
export const REGISTERED_CLIENTS: readonly string[] = [DEFAULT_CLIENT_ID];

/** What every token endpoint returns, Keycloak's shape plus server_time for the client's clock skew (spec 5). */
export interface TokenResponse {
  access_token: string;
  expires_in: number;
  refresh_token: string;
  refresh_expires_in: number;
  token_type: 'Bearer';
  session_state: string;
  scope: string;
  server_time: number;
}

export interface Identity {
  login(personaId: string, clientId: string): Promise<TokenResponse>;
  /** Rotates a refresh token; `clientId` must be the client the session was issued to. */
  refresh(refreshToken: string, clientId: string): Promise<TokenResponse>;
  /** Ends the session of its current refresh token (see SessionStore.end for the outcomes). */
  logout(refreshToken: string): EndOutcome;
  /** A valid access token of a running session and its persona, or a 401. */
  authenticate(token: string | undefined): Promise<{ claims: AccessClaims; persona: Persona }>;
  verifySignatureOnly(token: string): Promise<AccessClaims>;
  sessionIdOf(refreshToken: string): string | undefined;
  activeSessions(personaId: string): number;
}

export function createIdentity(deps: {
  personas: PersonaStore;
  sessions: SessionStore;
  signer: TokenSigner;
  /** Epoch seconds. */
  now: () => number;
}): Identity {
  const { personas, sessions, signer, now } = deps;

  async function respond(session: Session, refreshToken: string, refreshExpiresAt: number, at: number): Promise<TokenResponse> {
    const persona = await personas.get(session.personaId);
    if (!persona) throw oauthError(400, 'invalid_grant', `persona "${session.personaId}" of this session no longer exists`);
    const { token, exp } = await signer.sign(session, persona, at);
    return {
      access_token: token,
      expires_in: exp - at,
      refresh_token: refreshToken,
      refresh_expires_in: refreshExpiresAt - at,
      token_type: 'Bearer',
      session_state: session.sid,
      scope: 'openid profile email',
      server_time: at,
    };
  }

  return {
    async login(personaId, clientId) {
      const persona = await personas.get(personaId);
      if (!persona) throw apiError(404, 'unknown_persona', `no persona with id "${personaId}"; GET /auth/local/personas lists them`);
      if (!persona.customer) throw apiError(400, 'anonymous_persona', `persona "${personaId}" is an anonymous visitor (no customer) and cannot log in`);
      if (!REGISTERED_CLIENTS.includes(clientId)) throw oauthError(401, 'invalid_client', `client "${clientId}" is not registered; the registered clients are: ${REGISTERED_CLIENTS.join(', ')}`);
      const at = now();
      const started = sessions.start(persona.id, clientId, at);
      return respond(started.session, started.refreshToken, started.refreshExpiresAt, at);
    },

    async refresh(refreshToken, clientId) {
      const at = now();
      const owner = sessions.sessionOf(refreshToken);
      if (owner && owner.clientId !== clientId) {
        throw oauthError(400, 'invalid_grant', "Token client and authorized client don't match");
      }
      const outcome = sessions.rotate(refreshToken, at);
      if (!outcome.ok) throw oauthError(400, 'invalid_grant', outcome.reason);
      return respond(outcome.session, outcome.refreshToken, outcome.refreshExpiresAt, at);
    },

    logout(refreshToken) {
      return sessions.end(refreshToken);
    },

    async authenticate(token) {
      if (!token) throw apiError(401, 'unauthorized', 'missing bearer access token (Authorization: Bearer <token>)');
      let claims: AccessClaims;
      const at = now();
      try {
        claims = await signer.verify(token, at);
      } catch (error) {
        throw apiError(401, 'invalid_token', `access token rejected: ${(error as Error).message}`);
      }
      // Stricter than a stateless resource server on purpose: after logout the portal
      // must not keep working with a leftover access token, and tests can see that.
      if (!sessions.isActive(claims.sid, at)) throw apiError(401, 'session_ended', 'the session of this access token has ended (logged out or past its maximum length)');
      const persona = await personas.get(claims.sub);
      if (!persona) throw apiError(401, 'unknown_persona', `persona "${claims.sub}" of this token no longer exists`);
      return { claims, persona };
    },

    verifySignatureOnly: (token) => signer.verifySignatureOnly(token),
    sessionIdOf: (refreshToken) => sessions.sessionOf(refreshToken)?.sid,
    activeSessions: (personaId) => sessions.activeCount(personaId, now()),
  };
}
