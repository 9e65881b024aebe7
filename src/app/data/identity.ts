/** The logged-in identity from the access token (claims `customer_id`, `user_id`). */
import { readToken } from '../session/token.ts';
import type { SessionIdentity } from './fetchers.ts';

export function identityFromToken(token: string | null | undefined): SessionIdentity | null {
  const claims = readToken(token);
  const customerNumber = typeof claims?.customer_id === 'string' && claims.customer_id !== '' ? claims.customer_id : null;
  if (!customerNumber) return null;
  const userId = typeof claims?.user_id === 'string' && claims.user_id !== '' ? claims.user_id : null;
  return { customerNumber, userId };
}
