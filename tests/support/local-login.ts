/**
 * Tests' shortcut into a session without a browser: the local stack's test login
 * (server/README.md), which the portal itself never calls (it signs in with OpenID Connect).
 * List the example customers, log in as one, and turn the token response into what the token
 * store keeps, including the server clock difference (spec 5) and the session maximum.
 */
import type { ApiClient } from '../../src/app/api/client.ts';
import { parseServerTime } from '../../src/app/session/auth-service.ts';
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

interface TokenResponse {
  access_token?: unknown;
  refresh_token?: unknown;
  refresh_expires_in?: unknown;
  server_time?: unknown;
}

export function storedSessionFrom(data: TokenResponse, receivedAt: number): StoredSession {
  if (typeof data.access_token !== 'string' || data.access_token === '') throw new Error('login response carries no access_token');
  const serverTime = parseServerTime(data.server_time);
  const refreshIn = typeof data.refresh_expires_in === 'number' && data.refresh_expires_in > 0 ? data.refresh_expires_in : null;
  return {
    accessToken: data.access_token,
    refreshToken: typeof data.refresh_token === 'string' ? data.refresh_token : null,
    serverTimeDiffMs: serverTime === null ? 0 : serverTime - receivedAt,
    refreshExpiresAt: refreshIn === null ? null : receivedAt + refreshIn * 1000,
  };
}

export async function localLogin(http: Pick<ApiClient, 'post'>, personaId: string, now: () => number = Date.now): Promise<StoredSession> {
  const response = await http.post<TokenResponse>(LOCAL_LOGIN_PATHS.login, { personaId });
  return storedSessionFrom(response.data ?? {}, now());
}
