/**
 * Finds every rule in a compiled config, generically: any object shaped like a PreparedRule
 * (original, logic, source) wherever it sits, so rules that new config kinds add (page blocks
 * with `when`, say) are covered without this file knowing them. Each gets a key that reads
 * like its place in the config and stays put when lines move:
 *   menus.de-de.nav.private[deposits].children[term-deposits]   a menu item's rule
 *   menus.de-de.nav.private[dashboard].href[0]                   an href case
 *   headers.variants[login], redirects.list[reference-account], footers.versions.v2[app-banner]
 */
import type { PreparedRule } from '../../src/engine/rules/types.ts';

/** Fields that name an element of a list, in order of preference. */
const IDENTITY_FIELDS = ['id', 'variant', 'part', 'action', 'reason', 'type', 'kind', 'name'] as const;

export interface FoundRule {
  key: string;
  rule: PreparedRule;
  /** The object holding the rule (a menu item, a variant, …). */
  holder: Record<string, unknown>;
  /** The property of the holder the rule is in ('rule' for most). */
  property: string;
}

export function isPreparedRule(value: unknown): value is PreparedRule {
  return typeof value === 'object' && value !== null && !Array.isArray(value) && 'original' in value && 'logic' in value && 'source' in value;
}

/** The element's name within its list: an identity field when unique in the list, else its index. */
function elementName(list: readonly unknown[], index: number): string {
  const element = list[index];
  if (element && typeof element === 'object') {
    for (const field of IDENTITY_FIELDS) {
      const value = (element as Record<string, unknown>)[field];
      if (typeof value !== 'string') continue;
      const same = list.filter((e) => e && typeof e === 'object' && (e as Record<string, unknown>)[field] === value).length;
      if (same === 1) return value;
    }
  }
  return String(index);
}

function join(key: string, segment: string, inList: boolean): string {
  if (inList) return `${key}[${segment}]`;
  return key ? `${key}.${segment}` : segment;
}

/** Every prepared rule below `root`, with its key. Shared objects are visited once. */
export function findRules(root: unknown): FoundRule[] {
  const found: FoundRule[] = [];
  const seen = new Set<object>();
  const visit = (value: unknown, key: string) => {
    if (!value || typeof value !== 'object' || seen.has(value)) return;
    seen.add(value);
    if (Array.isArray(value)) {
      value.forEach((element, i) => visit(element, join(key, elementName(value, i), true)));
      return;
    }
    for (const [property, child] of Object.entries(value)) {
      if (isPreparedRule(child)) {
        found.push({ key: property === 'rule' ? key : join(key, property, false), rule: child, holder: value as Record<string, unknown>, property });
        continue;
      }
      // The rule's own fields (logic, original) are not config places.
      visit(child, join(key, property, false));
    }
  };
  visit(root, '');
  return found;
}
