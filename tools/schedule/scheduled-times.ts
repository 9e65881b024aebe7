/**
 * Scheduled changes in config rules: every comparison of a `now` fact with a literal
 * time, such as `{ ">=": [{ "var": "now.iso" }, "2026-12-01T08:00"] }`, with the instant it
 * names in the time zone of each locale the rule applies to. `portal schedule` lists the ones
 * still to come (a CI job rebuilds the static pages at each), `validate` warns about the ones
 * that have passed everywhere: from then on the comparison cannot change its outcome.
 */
import type { CompiledConfig } from '../../src/engine/config/compiled.ts';
import type { SourceRef } from '../../src/engine/rules/types.ts';
import { instantOf, timeZoneOf } from '../../src/engine/facts/now.ts';
import type { PreparedRule } from '../../src/engine/rules/types.ts';
import { besideWindow, boundComparison, describeBound, type WindowBound } from '../../src/engine/rules/window.ts';
import { findRules, type FoundRule } from '../rule-coverage/subjects.ts';
import { preparedRules } from '../../src/engine/config/compile.ts';

const COMPARISONS = new Set(['<', '<=', '>', '>=', '==', '===', '!=', '!==']);
/** The facts that name a moment; `now.time` (a time of day) comes back every day, so it schedules nothing. */
const MOMENT_FACTS = new Set(['now.iso', 'now.date', 'now.timestamp']);

export interface ScheduledTime {
  /** Where the rule is written (a `from`/`until`: where that is written). */
  source: SourceRef | null;
  /** The config place of the first rule found with it, e.g. menus.de-de.account[payment-methods]. */
  place: string;
  fact: string;
  operator: string;
  /** The time as written: "2026-12-01T08:00", or a timestamp. */
  written: string | number;
  /** The instant in each locale the rule applies to (its market's zone), earliest first. */
  instants: { locale: string; timeZone: string; at: number }[];
  /** Set for a `from`/`until` (src/engine/rules/window.ts): validate checks those itself (lint/windows.ts). */
  bound?: WindowBound;
  /** The change in words when it is not a comparison as written (a bound, an offer's date: offer-times.ts). */
  text?: string;
}

function momentFact(arg: unknown): string | null {
  if (!arg || typeof arg !== 'object' || Array.isArray(arg)) return null;
  const name = (arg as Record<string, unknown>).var;
  const path = Array.isArray(name) ? name[0] : name;
  return typeof path === 'string' && MOMENT_FACTS.has(path) ? path : null;
}

/** Every (fact, operator, literal) comparison inside one rule as written. */
export function comparisonsIn(logic: unknown, out: { fact: string; operator: string; written: string | number }[]): void {
  if (Array.isArray(logic)) {
    for (const part of logic) comparisonsIn(part, out);
    return;
  }
  if (!logic || typeof logic !== 'object') return;
  for (const [operator, args] of Object.entries(logic)) {
    if (COMPARISONS.has(operator) && Array.isArray(args)) {
      const fact = args.map(momentFact).find((f) => f !== null);
      if (fact) {
        for (const arg of args) if (typeof arg === 'string' || typeof arg === 'number') out.push({ fact, operator, written: arg });
        continue;
      }
    }
    comparisonsIn(args, out);
  }
}

/** The locale a config place belongs to (menus.de-de…, pages.de-de[…]), or null for one every locale shares. */
export function localeOfPlace(place: string, config: CompiledConfig): string | null {
  const match = /^(?:menus|pages|footers\.content|footers\.disclaimers)\.([^.[\]]+)/.exec(place);
  return match && Object.hasOwn(config.locales.byCode, match[1]!) ? match[1]! : null;
}

function instantIn(written: string | number, timeZone: string): number | null {
  return typeof written === 'number' ? written : instantOf(written, timeZone);
}

/** validate asks twice (times passed, times misread): one walk of the rules per config. */
const timesOf = new WeakMap<CompiledConfig, readonly ScheduledTime[]>();

/** Every scheduled time of the config's rules, one per place written and time, in source order. */
export function scheduledTimes(config: CompiledConfig): readonly ScheduledTime[] {
  let times = timesOf.get(config);
  if (!times) timesOf.set(config, (times = findScheduledTimes(config)));
  return times;
}

type Comparison = { fact: string; operator: string; written: string | number; source: SourceRef | null; bound?: WindowBound; text?: string };

/** A rule's comparisons of a moment with a literal time, and its from/until. */
function comparisonsOf(rule: PreparedRule): Comparison[] {
  const found: { fact: string; operator: string; written: string | number }[] = [];
  // The bounds are listed as written, below, not as the comparisons they stand for.
  comparisonsIn(besideWindow(rule, 'original'), found);
  const out: Comparison[] = found.map((c) => ({ ...c, source: rule.source }));
  for (const bound of rule.window?.bounds ?? []) {
    const comparison = boundComparison(bound.kind, bound.written);
    if (!comparison) continue;
    out.push({
      fact: comparison.fact,
      operator: comparison.operator,
      written: comparison.value,
      source: bound.source,
      bound,
      text: describeBound(bound),
    });
  }
  return out;
}

function findScheduledTimes(config: CompiledConfig): ScheduledTime[] {
  // Most configs schedule nothing: the walk that names each rule's place (findRules) only runs
  // when some rule compares a moment.
  const rules = preparedRules(config);
  if (rules && !rules.some((rule) => comparisonsOf(rule).length > 0)) return [];
  return timesOfRules(config, findRules(config));
}

/** The scheduled times of the rules found (findRules), each in the locales its place applies to (all for a shared one). */
export function timesOfRules(config: CompiledConfig, rules: readonly FoundRule[]): ScheduledTime[] {
  const byKey = new Map<string, ScheduledTime & { locales: Set<string> }>();
  for (const found of rules) {
    const comparisons = comparisonsOf(found.rule);
    if (comparisons.length === 0) continue;
    const locale = localeOfPlace(found.key, config);
    for (const { source, ...c } of comparisons) {
      const key = `${source ? `${source.file}:${source.line}:${source.col}` : found.key}|${c.fact}|${c.operator}|${c.written}`;
      let entry = byKey.get(key);
      if (!entry) {
        entry = { source, place: found.key, ...c, instants: [], locales: new Set() };
        byKey.set(key, entry);
      }
      for (const code of locale ? [locale] : config.locales.list.map((l) => l.code)) entry.locales.add(code);
    }
  }
  return [...byKey.values()].map(({ locales, ...entry }) => {
    const instants = [...locales].flatMap((locale) => {
      const timeZone = timeZoneOf(config.locales.byCode[locale]);
      const at = instantIn(entry.written, timeZone);
      return at === null ? [] : [{ locale, timeZone, at }];
    });
    return { ...entry, instants: instants.sort((a, b) => a.at - b.at || a.locale.localeCompare(b.locale)) };
  });
}

/** A comparison as a product owner wrote it: now.iso >= "2026-12-01T08:00", or from "2026-12-01T08:00+01:00". */
export function describeComparison(time: Pick<ScheduledTime, 'fact' | 'operator' | 'written' | 'text'>): string {
  return time.text ?? `${time.fact} ${time.operator} ${JSON.stringify(time.written)}`;
}
