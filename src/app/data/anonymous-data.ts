/**
 * A visitor's input to the engine: page context and flags only. Both are the app's own typed
 * values (pageContextOf, effectiveFlags): no service answer to check, unlike assemble.ts.
 */
import type { CustomerData } from '../../engine/facts/derive.ts';
import type { FeatureFlags, PageContext } from '../../engine/types/persona.ts';

export function anonymousData(context: PageContext, flags: FeatureFlags): CustomerData {
  return { context, flags };
}
