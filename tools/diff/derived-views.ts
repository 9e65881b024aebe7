/**
 * The views `diff` adds to the personas' own: each persona of a changed rule's locale with the
 * facts that make the rule's base and working-tree versions disagree (derived-audience.ts),
 * the persona's facts as the base and the assignment over them, so a combination is one a real
 * customer of that locale can be in. A change that only matters for PARTNER_B customers with
 * the payment-methods flag is then seen, named with those facts.
 *
 * Bounded, since every view is resolved twice: only rules that differ between the two configs
 * (their logic, or what they decide: an item's title or href) are asked, named rules through the
 * rules that use them; each gives at most a few assignments (derived-audience.ts); a view is
 * made once per persona, locale and facts, and not at all when the persona already is that
 * combination; and there are at most MAX_DERIVED_VIEWS of them (the report says when it cut).
 * A changed item inside a menu section that is hidden for everyone also gets the facts that show
 * the section, when they do not contradict its own.
 */
import type { CompiledConfig } from '../../src/engine/config/compiled.ts';
import { deriveFacts } from '../../src/engine/facts/derive.ts';
import { withGivenFacts, type GivenFacts } from '../../src/engine/facts/given.ts';
import type { Facts } from '../../src/engine/facts/types.ts';
import { truthy, valueOf } from '../../src/engine/rules/evaluate.ts';
import type { Persona } from '../../src/engine/types/persona.ts';
import type { FactVocabulary } from '../portal/fact-vocabulary.ts';
import { findRules, isPreparedRule, type FoundRule } from '../rule-coverage/subjects.ts';
import { localeOfPlace } from '../schedule/scheduled-times.ts';
import { assignmentKey, disagreements, fitted, trueAndFalse, type Assignment } from './derived-audience.ts';
import { atomsOf } from './rule-atoms.ts';
import type { View } from './views.ts';

/** Views resolved for the derived audience at most (about 3 ms each, both sides). */
export const MAX_DERIVED_VIEWS = 3000;

export interface DerivedView extends View {
  /** The facts given over the persona's own (also in data.givenFacts). */
  given: GivenFacts;
}

export interface DerivedPlan {
  views: DerivedView[];
  /** Rules that differ between the configs and were asked. */
  rules: number;
  /** Assignments made of them (before they meet the personas). */
  assignments: number;
  /** Views left out over MAX_DERIVED_VIEWS. */
  cut: number;
}

function isSourceRef(value: unknown): boolean {
  return typeof value === 'object' && value !== null && 'file' in value && 'line' in value && 'col' in value;
}

/**
 * What a rule decides, as compared: the holder without the rule itself, its place in the file,
 * and the rules and items nested in it (those are compared as rules of their own).
 */
function decides(found: FoundRule): string {
  const { [found.property]: _rule, ...holder } = found.holder;
  return JSON.stringify(holder, (key, value: unknown) => {
    if (key === 'source' || key === 'children' || key === 'blocks' || isSourceRef(value)) return undefined;
    return isPreparedRule(value) ? JSON.stringify(value.logic) : value;
  });
}

function byKey(config: CompiledConfig): Map<string, FoundRule> {
  return new Map(findRules(config).map((found) => [found.key, found]));
}

/** `menus.de-de.nav.private[invest].children[etf]` -> its enclosing places, innermost first. */
function enclosing(key: string): string[] {
  const out: string[] = [];
  let rest = key;
  for (;;) {
    const shorter = rest.replace(/(\[[^\]]*\]|\.[^.[\]]+)$/, '');
    if (shorter === rest || shorter === '') return out;
    out.push(shorter);
    rest = shorter;
  }
}

interface ChangedRule {
  key: string;
  locale: string | null;
  base: unknown;
  head: unknown;
  assignments: Assignment[];
  /** Enclosing rules (a menu section) with an assignment that makes each true. */
  enclosing: { logic: unknown; makesTrue: Assignment }[];
}

function changedRules(base: CompiledConfig, head: CompiledConfig, vocabulary: FactVocabulary): ChangedRule[] {
  const before = byKey(base);
  const after = byKey(head);
  const changed: ChangedRule[] = [];
  for (const key of new Set([...after.keys(), ...before.keys()])) {
    // A named rule is asked through the rules that use it: they hold it written out, in their locale.
    if (key.startsWith('namedRules.')) continue;
    const b = before.get(key);
    const a = after.get(key);
    const logicChanged = JSON.stringify(b?.rule.logic ?? null) !== JSON.stringify(a?.rule.logic ?? null);
    const otherwise = !!a && !!b && decides(a) !== decides(b);
    if (!logicChanged && !otherwise) continue;
    const logics = [b?.rule.logic ?? null, a?.rule.logic ?? null];
    const atoms = atomsOf(logics, vocabulary);
    const assignments = disagreements(logics[0], logics[1], atoms, otherwise);
    if (assignments.length === 0) continue;
    const outer = enclosing(key).flatMap((place) => {
      const rule = after.get(place) ?? before.get(place);
      if (!rule) return [];
      const makesTrue = trueAndFalse(rule.rule.logic, atomsOf([rule.rule.logic], vocabulary)).true[0];
      return makesTrue ? [{ logic: rule.rule.logic, makesTrue }] : [];
    });
    changed.push({
      key,
      locale: localeOfPlace(key, head) ?? localeOfPlace(key, base),
      base: logics[0],
      head: logics[1],
      assignments,
      enclosing: outer.reverse(),
    });
  }
  return changed;
}

function holdsWith(logic: unknown, facts: Facts, given: Assignment): boolean {
  return truthy(valueOf(logic, withGivenFacts(facts, given)));
}

/** The assignment with the facts of each enclosing rule that does not hold yet, where they do not contradict it. */
function withEnclosing(assignment: Assignment, rule: ChangedRule, facts: Facts): Assignment {
  let given: Record<string, unknown> = { ...assignment };
  for (const outer of rule.enclosing) {
    if (holdsWith(outer.logic, facts, given)) continue;
    const clash = Object.entries(outer.makesTrue).some(([path, value]) => Object.hasOwn(given, path) && JSON.stringify(given[path]) !== JSON.stringify(value));
    if (!clash) given = { ...given, ...outer.makesTrue };
  }
  return given;
}

/**
 * The derived views of a diff. `views` are the personas' own views (and moved ones); `headData`
 * gives a view's data as the working tree serves it (its flags), for the facts assignments are
 * fitted to.
 */
export function derivedViews(
  base: CompiledConfig,
  head: CompiledConfig,
  views: readonly View[],
  vocabulary: FactVocabulary,
  headData: (data: Persona) => Persona = (d) => d,
): DerivedPlan {
  const rules = changedRules(base, head, vocabulary);
  const plan: DerivedPlan = { views: [], rules: rules.length, assignments: rules.reduce((n, r) => n + r.assignments.length, 0), cut: 0 };
  if (rules.length === 0) return plan;
  const own = views.filter((v) => v.own);
  const factsOf = new Map<View, Facts>();
  const facts = (view: View) => {
    let found = factsOf.get(view);
    if (!found) factsOf.set(view, (found = deriveFacts(headData(view.data), head)));
    return found;
  };
  const seen = new Set<string>();
  for (const rule of rules) {
    // The personas of the rule's locale (for a rule of every locale, every persona in its own);
    // a locale no persona lives in is asked with the personas moved there.
    const audience =
      rule.locale === null
        ? own
        : own.some((v) => v.locale === rule.locale)
          ? own.filter((v) => v.locale === rule.locale)
          : views.filter((v) => v.locale === rule.locale);
    for (const assignment of rule.assignments) {
      for (const view of audience) {
        const viewFacts = facts(view);
        // The facts kept are those the rule's two outcomes, and the enclosing rules', depend on.
        const outcomes = (given: Assignment) =>
          [rule.base, rule.head, ...rule.enclosing.map((outer) => outer.logic)].map((logic) => holdsWith(logic ?? false, viewFacts, given)).join();
        const needed = fitted(withEnclosing(assignment, rule, viewFacts), outcomes);
        if (Object.keys(needed).length === 0) continue;
        const key = `${view.persona}\u0000${view.locale}\u0000${assignmentKey(needed)}`;
        if (seen.has(key)) continue;
        seen.add(key);
        if (plan.views.length >= MAX_DERIVED_VIEWS) {
          plan.cut++;
          continue;
        }
        const previous = (view.data as { givenFacts?: GivenFacts }).givenFacts;
        plan.views.push({ ...view, given: needed, data: { ...view.data, givenFacts: { ...previous, ...needed } } as Persona });
      }
    }
  }
  return plan;
}
