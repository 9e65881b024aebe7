/**
 * `portal who` beyond the personas as they are: the rules that decided for them (every rule a
 * step of their explanations names: the item's, its section's, the header variant's …), and for
 * each rule the fact assignments that make it true and false (tools/diff/derived-audience.ts),
 * put over each persona of the rule's locale. A persona whose answer the facts turn round is
 * listed with them: `distributor-partner-b-de@de-de given flags.paymentMethods=true` would see
 * the item. So "nobody sees it" comes with the facts someone would need.
 *
 * Bounded like diff's: a few assignments per rule, each fitted to the persona (facts it already
 * has are not given), one answer per persona and facts, at most MAX_DERIVED_ANSWERS answers.
 */
import type { CompiledConfig } from '../../../src/engine/config/compiled.ts';
import { decisionOf, type Decision } from '../../../src/engine/explain/deciding.ts';
import type { Explanation } from '../../../src/engine/explain/explain.ts';
import { personaFacts } from './persona-facts.ts';
import { withGivenFacts, type GivenFacts } from '../../../src/engine/facts/given.ts';
import { truthy, valueOf } from '../../../src/engine/rules/evaluate.ts';
import type { Persona } from '../../../src/engine/types/persona.ts';
import { assignmentKey, fitted, trueAndFalse, type Assignment } from '../../diff/derived-audience.ts';
import { atomsOf } from '../../diff/rule-atoms.ts';
import { findRules, type FoundRule } from '../../rule-coverage/subjects.ts';
import { localeOfPlace } from '../../schedule/scheduled-times.ts';
import type { FactVocabulary } from '../fact-vocabulary.ts';
import type { Answer } from './subjects.ts';

export const MAX_DERIVED_ANSWERS = 2000;

export interface Asked {
  name: string;
  /** The persona as it was asked (served flags, the question's flags and facts). */
  persona: Persona;
  sees: boolean;
  explanation: Explanation;
}

export interface DerivedRow {
  persona: string;
  locale: string;
  page: string | null;
  sees: boolean;
  /** The facts given over the persona's own. */
  given: GivenFacts;
  decision: Decision;
}

export interface DerivedAnswers {
  /** Rules the personas' explanations name, and assignments made of them. */
  rules: number;
  assignments: number;
  /** Personas asked again with derived facts. */
  asked: number;
  rows: DerivedRow[];
  cut: number;
}

/**
 * Every rule of the config by its source object, found once per compiled config: the answer
 * service asks `who` of the same config question after question.
 */
const rulesBySourceOf = new WeakMap<CompiledConfig, Map<object, FoundRule>>();

function rulesBySource(config: CompiledConfig): Map<object, FoundRule> {
  let bySource = rulesBySourceOf.get(config);
  if (!bySource) {
    bySource = new Map();
    for (const found of findRules(config)) if (found.rule.source) bySource.set(found.rule.source, found);
    rulesBySourceOf.set(config, bySource);
  }
  return bySource;
}

/** The rules the steps of these explanations evaluated, by the source object the step carries. */
function decidingRules(config: CompiledConfig, explanations: readonly Explanation[]): FoundRule[] {
  const bySource = rulesBySource(config);
  const rules = new Map<string, FoundRule>();
  for (const explanation of explanations) {
    for (const step of explanation.steps) {
      for (const source of [step.source, step.trace?.source]) {
        const found = source ? bySource.get(source) : undefined;
        if (found) rules.set(found.key, found);
      }
    }
  }
  return [...rules.values()];
}

export function derivedAnswers(
  config: CompiledConfig,
  asked: readonly Asked[],
  answer: (persona: Persona) => Answer,
  vocabulary: FactVocabulary,
): DerivedAnswers {
  const rules = decidingRules(
    config,
    asked.map((a) => a.explanation),
  ).map((found) => {
    const atoms = atomsOf([found.rule.logic], vocabulary);
    const made = trueAndFalse(found.rule.logic, atoms);
    return { logic: found.rule.logic, locale: localeOfPlace(found.key, config), assignments: [...made.true, ...made.false] };
  });
  const result: DerivedAnswers = { rules: rules.length, assignments: rules.reduce((n, r) => n + r.assignments.length, 0), asked: 0, rows: [], cut: 0 };
  const seen = new Set<string>();
  for (const one of asked) {
    const locale = one.persona.context.locale.toLowerCase();
    const facts = personaFacts(one.persona, config);
    for (const rule of rules) {
      if (rule.locale !== null && rule.locale !== locale) continue;
      for (const assignment of rule.assignments) {
        const needed = fitted(assignment, (given: Assignment) => String(truthy(valueOf(rule.logic, withGivenFacts(facts, given)))));
        if (Object.keys(needed).length === 0) continue;
        const key = `${one.name}\u0000${assignmentKey(needed)}`;
        if (seen.has(key)) continue;
        seen.add(key);
        if (result.asked >= MAX_DERIVED_ANSWERS) {
          result.cut++;
          continue;
        }
        result.asked++;
        const previous = (one.persona as { givenFacts?: GivenFacts }).givenFacts;
        const again = answer({ ...one.persona, givenFacts: { ...previous, ...needed } } as Persona);
        // Only a persona the facts turn round says something the list above does not.
        if (again.sees === one.sees) continue;
        result.rows.push({
          persona: one.name,
          locale: again.persona.context.locale.toLowerCase(),
          page: again.persona.context.page ?? null,
          sees: again.sees,
          given: needed,
          decision: decisionOf(again.explanation),
        });
      }
    }
  }
  return result;
}

/** Derived rows listed per answer and facts: `  would see it given flags.paymentMethods=true: a@de-de, b@de-de (rule …)`. */
export function formatDerived(derived: DerivedAnswers, givenText: (given: GivenFacts) => string, all: boolean): string[] {
  const cut = derived.cut > 0 ? `; ${derived.cut} more left out (at most ${MAX_DERIVED_ANSWERS})` : '';
  const lines = [
    '',
    `with facts derived from the ${derived.rules} rule${derived.rules === 1 ? '' : 's'} that decided (${derived.assignments} assignments, ${derived.asked} personas asked again${cut}):`,
  ];
  for (const sees of [true, false]) {
    const rows = derived.rows.filter((r) => r.sees === sees);
    lines.push(`${sees ? 'would see it' : 'would not see it'} (${rows.length}):`);
    if (rows.length === 0) lines.push('  nobody');
    const groups = new Map<string, DerivedRow[]>();
    for (const row of rows) {
      const where = row.decision.where ? ` (${row.decision.where})` : '';
      const key = `given ${givenText(row.given)}: ${row.decision.says}${where}`;
      groups.set(key, [...(groups.get(key) ?? []), row]);
    }
    for (const [key, group] of [...groups].sort((a, b) => b[1].length - a[1].length || a[0].localeCompare(b[0]))) {
      const names = group.map((r) => `${r.persona}@${r.locale}`);
      const limit = all ? names.length : 5;
      lines.push(`  ${names.slice(0, limit).join(', ')}${names.length > limit ? `, … ${names.length - limit} more` : ''} ${key}`);
    }
  }
  return lines;
}
