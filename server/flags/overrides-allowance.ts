/**
 * The local stack lets its pages take `?flags=` (src/app/flags/overrides-allowed.ts says how a
 * page hears it); production's servers, which serve the same build, never send this entry.
 */
import { FLAG_OVERRIDES_TIMING } from '../../src/app/flags/overrides-allowed.ts';
import type { Reply } from '../http-utils.ts';

/** The page, with the entry that allows `?flags=` on it. */
export function withFlagOverridesAllowed(page: Reply): Reply {
  return { ...page, headers: { ...page.headers, 'server-timing': FLAG_OVERRIDES_TIMING } };
}
