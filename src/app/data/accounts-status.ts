/**
 * The accounts status the engine reads (persona `accountsStatus`) from the answers of the
 * accounts list and the chosen account's balance. Apart from the fetchers, so the page's own
 * code can assemble customer data without pulling every call into the first load.
 */
import { isMaintenanceStatus } from '../api/api-error.ts';
import type { AccountsList, ChosenAccount } from './fetchers.ts';

/** Spec 4 and 8: 503/206 anywhere -> maintenance; a balance failing with 5xx -> 500 (fetch error). */
export function accountsStatusOf(list: AccountsList, chosen: ChosenAccount | null): number {
  if (isMaintenanceStatus(list.status)) return list.status;
  if (list.status >= 400) return Math.min(list.status, 500);
  if (!chosen) return 200;
  if (isMaintenanceStatus(chosen.status)) return chosen.status;
  if (chosen.status >= 500) return 500;
  if (chosen.status >= 400) return chosen.status;
  return 200;
}
