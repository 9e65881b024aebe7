/**
 * Spec 7 "Local development uses mock files": what a failing account fetch falls back to when
 * the portal runs in a local environment (LOCAL_ENVIRONMENT in environment.ts), so a developer
 * without the account service still sees a header with a balance. Never used when deployed:
 * there a failing fetch is spec 8's "balance unavailable" tooltip.
 */
import type { TransactionAccountPayload } from '../../engine/types/persona.ts';

/** The mock balance: round numbers, so nobody mistakes it for a real one. */
export const LOCAL_MOCK_BALANCE = Object.freeze({ current: 1000, available: 1000, reserved: 0 });

/** The account as listed, with the mock balance and an ACTIVE state when it has none. */
export function localMockAccount(listed: TransactionAccountPayload): TransactionAccountPayload {
  return { ...listed, state: listed.state ?? 'ACTIVE', balance: { ...LOCAL_MOCK_BALANCE }, isMaintenance: false };
}
