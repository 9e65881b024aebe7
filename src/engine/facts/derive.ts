import type { CompiledConfig } from '../config/compiled.ts';
import type { CustomerData } from './customer-data.ts';
import type { Facts } from './types.ts';
import { customerFactsOf } from './customer-facts.ts';
import { deriveViewFacts, localeOf } from './view-facts.ts';
import { instantOf, nowFacts, timeZoneOf } from './now.ts';
import { withGivenFacts } from './given.ts';

// Declared apart so that the facts derived from it need not import this module back.
export type { CustomerData } from './customer-data.ts';

/**
 * Derives the facts rules read (spec 3 and 4) from service payloads and page context, at the
 * persona's `context.now` (a time in the market's zone, or with an offset) or else the real time.
 * Facts the data give as `givenFacts` (a what-if question of the command line) replace the derived ones.
 */
export function deriveFacts(data: CustomerData, config: CompiledConfig): Facts {
  const zone = timeZoneOf(config.locales.byCode[localeOf(data.context.locale, config)]);
  // The schema checks context.now's form; a value it let through that names no time is the real time.
  const at = typeof data.context.now === 'string' ? instantOf(data.context.now, zone) : null;
  // The time first: which page a path is depends on it (a page's from/until, pages/in-window.ts).
  return withGivenFacts(deriveViewFacts(data, config, customerFactsOf, nowFacts(at ?? Date.now(), zone)), data.givenFacts);
}
