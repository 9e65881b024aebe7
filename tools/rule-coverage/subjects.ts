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
const IDENTITY_FIELDS = ['id', 'variant', 'part', 'action', 'reason', 'type', 'kind', 'name', 'page'] as const;

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

function isSourceRef(value: unknown): boolean {
  return typeof value === 'object' && value !== null && 'file' in value && 'line' in value && 'col' in value;
}

/** How many elements of a list carry each identity value, per field: counted once per list. */
const identityCounts = new WeakMap<readonly unknown[], Map<string, number>>();

function countsOf(list: readonly unknown[]): Map<string, number> {
  let counts = identityCounts.get(list);
  if (!counts) {
    counts = new Map();
    for (const element of list) {
      if (!element || typeof element !== 'object') continue;
      for (const field of IDENTITY_FIELDS) {
        const value = (element as Record<string, unknown>)[field];
        if (typeof value === 'string') counts.set(`${field}\u0000${value}`, (counts.get(`${field}\u0000${value}`) ?? 0) + 1);
      }
    }
    identityCounts.set(list, counts);
  }
  return counts;
}

/** The element's name within its list: an identity field when unique in the list, else its index. */
function elementName(list: readonly unknown[], index: number): string {
  const element = list[index];
  if (element && typeof element === 'object') {
    const counts = countsOf(list);
    for (const field of IDENTITY_FIELDS) {
      const value = (element as Record<string, unknown>)[field];
      if (typeof value === 'string' && counts.get(`${field}\u0000${value}`) === 1) return value;
    }
  }
  return String(index);
}

/** A step of the walk: a property name, or an element of a list (named only if a rule is found below it). */
type Step = string | { list: readonly unknown[]; index: number };

function keyOf(steps: readonly Step[]): string {
  let key = '';
  for (const step of steps) {
    if (typeof step === 'string') key = key ? `${key}.${step}` : step;
    else key = `${key}[${elementName(step.list, step.index)}]`;
  }
  return key;
}

/**
 * A found rule whose key is worked out when first read: `who` walks the whole config to find a few
 * rules by their source, and naming every list element on the way was most of the walk's time.
 */
function foundRule(steps: readonly Step[], rule: PreparedRule, holder: Record<string, unknown>, property: string): FoundRule {
  let key: string | undefined;
  return {
    get key() {
      key ??= keyOf(steps);
      return key;
    },
    rule,
    holder,
    property,
  };
}

/**
 * Every prepared rule below `root`, with its key. Shared objects are visited once. Keys are
 * made only for the rules found, and each list's names are counted once: the walk stays
 * linear in the config (it runs on every validate).
 */
export function findRules(root: unknown): FoundRule[] {
  const found: FoundRule[] = [];
  const seen = new Set<object>();
  const steps: Step[] = [];
  const visit = (value: unknown) => {
    if (!value || typeof value !== 'object' || seen.has(value)) return;
    seen.add(value);
    if (Array.isArray(value)) {
      value.forEach((element, index) => {
        steps.push({ list: value, index });
        visit(element);
        steps.pop();
      });
      return;
    }
    for (const [property, child] of Object.entries(value)) {
      if (isPreparedRule(child)) {
        found.push(foundRule(property === 'rule' ? [...steps] : [...steps, property], child, value as Record<string, unknown>, property));
        continue;
      }
      // The rule's own fields (logic, original) are not config places. A source reference
      // holds no rule, and reading it would work out its position (a parse of its file).
      if (isSourceRef(child)) continue;
      steps.push(property);
      visit(child);
      steps.pop();
    }
  };
  visit(root);
  return found;
}
