/**
 * The token-exchange route (spec 2.2) takes over a session handed over in its address
 * (`?subject_token=`). Anybody can send a browser to such an address, with a token of another
 * customer: taken over at once, the signed-in customer's session was swapped for it without a
 * word. So a hand-over that would replace the session of a different customer is
 * asked about first; one for the same customer, or into a browser without a live session, goes on.
 *
 * The customers are read from the tokens' claims without verifying them: only to ask. The
 * identity service verifies the handed-over token when it is exchanged.
 */
import type { TokenStore } from './token-store.ts';
import { readToken } from './token.ts';

export interface HandOverQuestion {
  /** The signed-in customer (customer number), or "?" when the token does not say. */
  current: string;
  /** The customer the handed-over session belongs to, or "?". */
  handed: string;
}

const UNKNOWN = '?';

/** The question to ask before the hand-over, or null when it may go on without one. */
export function handOverQuestion(tokens: Pick<TokenStore, 'getAccessToken' | 'getSessionMaxAt'>, subjectToken: string, nowMs: number): HandOverQuestion | null {
  const access = tokens.getAccessToken();
  if (!access) return null;
  const endsAt = tokens.getSessionMaxAt();
  if (endsAt !== null && endsAt <= nowMs) return null; // that session has ended: nothing is replaced
  const current = customerOf(access);
  const handed = customerOf(subjectToken);
  if (current !== undefined && current === handed) return null;
  return { current: current ?? UNKNOWN, handed: handed ?? UNKNOWN };
}

function customerOf(token: string): string | undefined {
  const customer = readToken(token)?.customer_id;
  return typeof customer === 'string' && customer !== '' ? customer : undefined;
}
