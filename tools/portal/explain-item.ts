/**
 * `explain --item ID` and `who --item ID`: a menu item, a page block or a footer link of that
 * id. A footer link's explanation replaces the "not defined in the menu" answer, so an id that
 * is only a footer link here is not reported as hidden.
 */
import type { CompiledConfig } from '../../src/engine/config/compiled.ts';
import { explainItem } from '../../src/blocks/resolve-with-blocks.ts';
import type { Explanation } from '../../src/engine/explain/explain.ts';
import { explainFooterLink } from '../../src/blocks/resolve-with-blocks.ts';
import type { CustomerData } from '../../src/engine/facts/derive.ts';
import type { Facts } from '../../src/engine/facts/types.ts';
import type { KnownIds } from './known-ids.ts';

export function explainAnyItem(config: CompiledConfig, facts: Facts, data: CustomerData, id: string, known: KnownIds): Explanation[] {
  const menu = known.items.has(id) || known.blocks.has(id) ? explainItem(config, facts, data, { id }) : [];
  if (!known.footerLinks.has(id)) return menu;
  const defined = menu.filter((e) => e.shown || e.steps.length > 0);
  const footer = explainFooterLink(config, facts, data, { id });
  // Neither here: say what the menu answer says, and where the footer looked.
  return defined.length > 0 || footer.steps.length > 0 ? [...defined, ...(footer.steps.length > 0 ? [footer] : [])] : [...menu, footer];
}
