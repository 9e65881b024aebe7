/**
 * Who is logged in, read from the stored token with the token decoder (a chunk of its own: a
 * visitor has no token, so the first load carries none of it). Until it is read the session
 * counts as not yet known (the loading skeleton). An expired token is a past session, not a
 * login (spec 5): it is dropped. A token that cannot be decoded is logged by the reader and
 * rethrown (spec 8); here it ends the session the same way: the stored session is cleared and
 * the page is a visitor's. A decoder that cannot be loaded leaves the token alone (no lost
 * session).
 */
import { useEffect, useMemo, useState } from 'react';
import type { CoreServices } from '../../data/core-services.ts';
import type { TokenReading } from '../../data/token-identity.ts';

export interface StoredSession {
  identity: TokenReading['identity'];
  /** The same object while the same customer and user are logged in (refreshes included). */
  stableIdentity: TokenReading['identity'];
  /** "customer|user", or '' for nobody: changes exactly when somebody else is logged in. */
  identityKey: string;
  /** A first token is being read: nobody is known yet. */
  pending: boolean;
}

/** jwt-decode's error for a token it cannot read (its class is in the decoder's chunk, so its name is compared). */
function isUndecodableToken(error: unknown): boolean {
  return error instanceof Error && error.name === 'InvalidTokenError';
}

export function useStoredSession(accessToken: string | null, services: CoreServices): StoredSession {
  const [reading, setReading] = useState<TokenReading | null>(null);
  useEffect(() => {
    if (accessToken === null) {
      setReading(null);
      return;
    }
    let current = true;
    import('../../data/token-identity.ts')
      .then(({ readStoredToken }) => readStoredToken(accessToken, Date.now(), services.tokens.getServerTimeDiff()))
      .catch((error: unknown): TokenReading => {
        // Already logged by the reader (session/token.ts decodeToken): a session nobody can read is over.
        if (isUndecodableToken(error)) return { token: accessToken, valid: false, identity: null };
        console.error('The token reader could not be loaded: treated as logged out for this page', error);
        return { token: accessToken, valid: true, identity: null };
      })
      .then((read) => current && setReading(read));
    return () => {
      current = false;
    };
  }, [accessToken, services]);
  const readNow = accessToken !== null && reading?.token === accessToken ? reading : null;
  useEffect(() => {
    if (readNow && !readNow.valid) services.tokens.clear();
  }, [readNow, services]);
  // A refreshed token keeps the session's reading while it is read (a refresh is the same
  // customer): the page must not fall back to its skeleton, nor the session notice go, on every
  // refresh. Only a first token waits for its reading.
  const tokenRead = accessToken === null ? null : (readNow ?? (reading?.valid ? reading : null));
  const identity = tokenRead?.identity ?? null;
  const identityKey = identity ? `${identity.customerNumber}|${identity.userId ?? ''}` : '';
  // biome-ignore lint/correctness/useExhaustiveDependencies: the identity is compared by its key: the token is decoded anew on every refresh.
  const stableIdentity = useMemo(() => identity, [identityKey]);
  return { identity, stableIdentity, identityKey, pending: accessToken !== null && tokenRead === null };
}
