/**
 * The browser's clock for scheduled changes (its own chunk, loaded by useVisitTime only for a
 * locale whose rules read `now`): the locale's config at the visit's time instead of the build's.
 */
import type { CompiledConfig } from '../config/compiled.ts';
import { nowFacts } from './now.ts';

export interface Visit {
  /** The config the time was taken for (a newer one must not get this one's result). */
  of: CompiledConfig;
  config: CompiledConfig;
}

export function visitOf(config: CompiledConfig, at = Date.now()): Visit {
  return { of: config, config: { ...config, now: nowFacts(at, config.now?.timeZone ?? 'UTC') } };
}
