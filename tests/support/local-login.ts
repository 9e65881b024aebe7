/**
 * Tests' shortcut into a session without a browser: the local stack's test login
 * (server/README.md), which the portal itself never calls (it signs in with OpenID Connect).
 * List the example customers, log in as one, and turn the token response into what the token
 * store keeps with the app's own converter (src/app/oidc/stored-session.ts: the server clock
 * difference from the access token's `iat`, spec 5, and the session maximum): the answer goes
 * through the identity provider's token endpoint, as the sign-in's does.
 */
import type { ApiClient } from '../../src/app/api/client.ts';
import { storedSessionFrom, type TokenAnswer } from '../../src/app/oidc/stored-session.ts';
import type { StoredSession } from '../../src/app/session/token-store.ts';

export const LOCAL_LOGIN_PATHS = {
  personas: '/auth/local/personas',
  login: '/auth/local/login',
} as const;

export interface LocalPersona {
  id: string;
  description: string;
  locale: string;
  loggedIn: boolean;
}

export async function fetchLocalPersonas(http: Pick<ApiClient, 'get'>): Promise<LocalPersona[]> {
  const response = await http.get<unknown>(LOCAL_LOGIN_PATHS.personas);
  const list = Array.isArray(response.data) ? (response.data as Partial<LocalPersona>[]) : [];
  return list
    .filter((persona): persona is LocalPersona => typeof persona.id === 'string' && persona.loggedIn === true)
    .map((persona) => ({ id: persona.id, description: persona.description ?? '', locale: persona.locale ?? '', loggedIn: true }));
}

export async function localLogin(http: Pick<ApiClient, 'post'>, personaId: string, now: () => number = Date.now): Promise<StoredSession> {
  const response = await http.post<TokenAnswer>(LOCAL_LOGIN_PATHS.login, { personaId });
  return storedSessionFrom(response.data ?? {}, now());
}
