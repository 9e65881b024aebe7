/**
 * The page's config with the customer part put back (engine/config/customer-part.ts), one object
 * per config and part: the view model of a customer is memoised on its config, and the engine's
 * caches (final hrefs) are kept per config object.
 */
import type { CompiledConfig } from '../../engine/config/compiled.ts';
import { withCustomerPart, type CustomerConfigPart } from '../../engine/config/customer-part.ts';

const made = new WeakMap<CompiledConfig, WeakMap<CustomerConfigPart, CompiledConfig>>();

export function customerConfig(config: CompiledConfig, part: CustomerConfigPart): CompiledConfig {
  let byPart = made.get(config);
  if (!byPart) made.set(config, (byPart = new WeakMap()));
  let whole = byPart.get(part);
  if (!whole) byPart.set(part, (whole = withCustomerPart(config, part)));
  return whole;
}
