/**
 * The menu items of the view's locale that the persona does not see, each with the engine's
 * explanation: `portal explain --item` for every item of the menu file that is not in the
 * view model. The reason shown first is the first step that fails, the one to change.
 */
import type { CompiledConfig, CompiledMenuItem } from '../../src/engine/config/compiled.ts';
import type { CustomerData } from '../../src/engine/facts/derive.ts';
import { explainItem } from '../../src/blocks/resolve-with-blocks.ts';
import type { Explanation, ExplainStep } from '../../src/engine/explain/explain.ts';
import type { Facts } from '../../src/engine/facts/types.ts';
import { menuFor } from '../../src/engine/resolve/menu.ts';
import type { HiddenItem } from '../../src/preview/protocol.ts';

/** The menu's items (with their dropdown children) and their titles, in file order. */
function menuItems(config: CompiledConfig, locale: string): Map<string, string> {
  const menu = menuFor(config, locale);
  const titles = new Map<string, string>();
  const visit = (items: readonly CompiledMenuItem[]) => {
    for (const item of items) {
      if (!titles.has(item.id)) titles.set(item.id, item.title);
      visit(item.children ?? []);
    }
  };
  for (const section of [menu.nav.public, menu.nav.private, menu.nav.corporate, menu.actions.public, menu.actions.private, menu.account]) visit(section);
  return titles;
}

function where(step: ExplainStep): string {
  // The item's own place first (where its `when:` is); a named rule's place is in the trace.
  const source = step.source ?? step.trace?.source;
  return source?.line ? ` (${source.file}:${source.line}:${source.col})` : '';
}

/** "its rule does not hold (config/rules/named.yaml:38:5)": the first failing step, placed. */
export function firstReason(explanation: Explanation): string {
  const failing = explanation.steps.find((step) => !step.passes);
  return failing ? `${failing.says}${where(failing)}` : explanation.outcome;
}

/**
 * explainItem's first two steps are the header type and the variant's sections; the rest are
 * rules, but for the last step it adds when the header drew no such section at all.
 */
const LAYOUT_STEPS = ['header type ', 'the variant ', 'the header does not draw ', 'the private navigation is drawn '];

function kindOf(explanation: Explanation): HiddenItem['kind'] {
  const failing = explanation.steps.find((step) => !step.passes);
  return failing && LAYOUT_STEPS.some((start) => failing.says.startsWith(start)) ? 'layout' : 'rule';
}

/** "account of config/menus/de-de.yaml" -> "account": the section named in explainItem's subject. */
function sectionOf(explanation: Explanation): string {
  return / in (nav\.\w+|actions\.\w+|account) of /.exec(explanation.subject)?.[1] ?? '';
}

/**
 * explainItem answers for menu items and for page blocks with the same id (config/pages/):
 * only the menu's explanations are about the item.
 */
export function explainMenuItem(config: CompiledConfig, facts: Facts, data: CustomerData, id: string): Explanation[] {
  return explainItem(config, facts, data, { id }).filter((explanation) => sectionOf(explanation) !== '');
}

export function hiddenItems(config: CompiledConfig, facts: Facts, data: CustomerData, locale: string, shown: ReadonlySet<string>): HiddenItem[] {
  const hidden: HiddenItem[] = [];
  for (const [id, title] of menuItems(config, locale)) {
    if (shown.has(id)) continue;
    for (const explanation of explainMenuItem(config, facts, data, id)) {
      if (explanation.shown) continue;
      hidden.push({ id, title, section: sectionOf(explanation), because: firstReason(explanation), kind: kindOf(explanation), explanation });
    }
  }
  // Rules first: they are what a product owner changes; the layout ones follow from the header variant.
  return [...hidden.filter((h) => h.kind === 'rule'), ...hidden.filter((h) => h.kind === 'layout')];
}
