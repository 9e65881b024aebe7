/**
 * `from:` / `until:` on a menu item, page, page block, footer part or offer-selection entry
 *: the time it starts and stops being shown, instead of a hand-written comparison
 * with `now`. Each compiles to that very comparison, joined to the entry's `when` by `and`, so
 * the browser, resolve, explain and coverage read one rule:
 *   from:  "2026-12-01T08:00+01:00"  ->  { ">=": [{ var: "now.timestamp" }, 1796108400000] }
 *   until: "2026-12-24T18:00"        ->  { "<":  [{ var: "now.iso" }, "2026-12-24T18:00"] }
 * A time with an offset (or Z) is one instant everywhere; a time without one is the market's
 * wall-clock time of each locale the entry is shown in (as `--at` and `now.iso` read it). A date
 * without a time is that whole day in the market's time, as a product owner says it: "from
 * 1 December" is from its first moment, "until 31 December" up to its end (the first moment of
 * 1 January), so a campaign written with dates runs on both days named.
 * `from` holds from its instant on, `until` up to (not including) its instant.
 */
import type { Rule } from '../config/rule.ts';
import type { SourceRef } from './source-ref.ts';

export type BoundKind = 'from' | 'until';

/** One bound as written and where, kept on the prepared rule for explain, schedule and coverage. */
export interface WindowBound {
  kind: BoundKind;
  written: string;
  source: SourceRef | null;
}

/**
 * The window of a prepared rule: its `original` is `{ and: [bound…, when] }` with the bounds
 * first in this order (from, until), or the one bound alone when there is nothing else.
 */
export interface RuleWindow {
  bounds: WindowBound[];
  /** The entry has a `when` too (last in the `and`). */
  withWhen: boolean;
}

/** A parsed bound: an instant (with offset or Z), or the market's wall-clock time ("2026-12-01T08:00"). */
export type WindowTime = { zoned: true; at: number; text: string } | { zoned: false; text: string };

const TIME = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?(Z|[+-]\d{2}:\d{2})?$/i;
const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

/** The written time read, or why it is not one (validate prints the reason at its line). */
export function parseWindowTime(written: unknown, kind: BoundKind = 'from'): WindowTime | { error: string } {
  if (typeof written !== 'string') return { error: `${JSON.stringify(written)} is not a time` };
  const text = written.trim();
  if (DATE_ONLY.test(text)) {
    const wrong = notInCalendar(text);
    if (wrong) return { error: wrong };
    // The day's first moment, or for `until` the next day's: the named day is the last that counts.
    return { zoned: false, text: `${kind === 'until' ? dayAfter(text) : text}T00:00` };
  }
  const match = TIME.exec(text);
  if (!match)
    return {
      error: `"${text}" is not a time: write e.g. "2026-12-01T08:00+01:00" (ISO 8601 with its offset), "2026-12-01T08:00" (the market's time) or "2026-12-01" (the whole day)`,
    };
  const [, y, mo, d, h, mi, s = '00', zone] = match;
  const wrongDay = notInCalendar(`${y}-${mo}-${d}`);
  if (wrongDay) return { error: wrongDay };
  if (Number(h) > 23 || Number(mi) > 59 || Number(s) > 59) {
    return { error: `"${text}" is no time of day: hours run 00-23 and minutes 00-59 (the end of a day is the next day's "T00:00")` };
  }
  const utc = Date.UTC(Number(y), Number(mo) - 1, Number(d), Number(h), Number(mi), Number(s));
  if (!zone) return { zoned: false, text: text.slice(0, match[6] === undefined ? 16 : 19) };
  if (/^z$/i.test(zone)) return { zoned: true, at: utc, text };
  const [hours, minutes] = zone.slice(1).split(':').map(Number) as [number, number];
  if (hours > 18 || minutes > 59) return { error: `"${text}" has no valid offset (${zone})` };
  const offset = (zone.startsWith('-') ? -1 : 1) * (hours * 60 + minutes);
  return { zoned: true, at: utc - offset * 60_000, text };
}

const pad = (n: number) => String(n).padStart(2, '0');

/** Why a YYYY-MM-DD is no day of the calendar, naming the last day its month has; null when it is one. */
function notInCalendar(date: string): string | null {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  if (m < 1 || m > 12) return `"${date}" has no month ${pad(m)}: months run 01-12`;
  const days = new Date(Date.UTC(y, m, 0)).getUTCDate();
  if (d >= 1 && d <= days) return null;
  return `"${date}" is no day of the calendar: ${y}-${pad(m)} has ${days} days, the last is "${y}-${pad(m)}-${pad(days)}"`;
}

/** The calendar day after a YYYY-MM-DD. */
export function dayAfter(date: string): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
}

/** The comparison of `now` a bound stands for: which moment, how, with what; null for a bound that is no time. */
export function boundComparison(kind: BoundKind, written: unknown): { fact: 'now.timestamp' | 'now.iso'; operator: '>=' | '<'; value: string | number } | null {
  const time = parseWindowTime(written, kind);
  if ('error' in time) return null;
  const operator = kind === 'from' ? '>=' : '<';
  return time.zoned ? { fact: 'now.timestamp', operator, value: time.at } : { fact: 'now.iso', operator, value: time.text };
}

/** The comparison as a rule (a bound that is no time never holds: validate refuses it first). */
export function boundLogic(kind: BoundKind, written: unknown): Rule {
  const comparison = boundComparison(kind, written);
  return comparison ? { [comparison.operator]: [{ var: comparison.fact }, comparison.value] } : false;
}

/**
 * The part of a windowed rule beside its bounds (windowed() writes the `when` last), as prepared
 * (`logic`) or as written (`original`); null when the rule is nothing but its window.
 */
export function besideWindow(rule: { original: unknown; logic: unknown; window?: RuleWindow }, form: 'logic' | 'original'): unknown {
  if (!rule.window) return rule[form];
  if (!rule.window.withWhen) return null;
  const parts = (rule[form] as { and: unknown[] }).and;
  return parts[parts.length - 1];
}

/** The `from`/`until` an entry of config may carry besides its `when`. */
export interface WrittenWindow {
  from?: unknown;
  until?: unknown;
}

/**
 * The rule an entry's `when` and window make, or null when it has no window (its `when` stays
 * as it is, the same object). `sourceAt` names where the entry's `from` or `until` is written.
 */
export function windowed(
  when: Rule | undefined,
  entry: WrittenWindow,
  sourceAt: (kind: BoundKind) => SourceRef | null,
): { rule: Rule; window: RuleWindow } | null {
  const kinds = (['from', 'until'] as const).filter((kind) => entry[kind] !== undefined);
  if (kinds.length === 0) return null;
  const bounds = kinds.map((kind): WindowBound => ({ kind, written: String(entry[kind]), source: sourceAt(kind) }));
  // Inside `and` a bare string is a value, not a rule name: a named rule is referred to as { rule }.
  const parts: Rule[] = [
    ...kinds.map((kind) => boundLogic(kind, entry[kind])),
    ...(when === undefined ? [] : [typeof when === 'string' ? { rule: when } : when]),
  ];
  return { rule: parts.length === 1 ? parts[0]! : { and: parts }, window: { bounds, withWhen: when !== undefined } };
}

/** A bound in words: from "2026-12-01T08:00+01:00". */
export function describeBound(bound: Pick<WindowBound, 'kind' | 'written'>): string {
  return `${bound.kind} ${JSON.stringify(bound.written)}`;
}
