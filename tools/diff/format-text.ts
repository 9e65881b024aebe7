/**
 * The terminal report: a headline, then one line per change with who sees it, grouped under
 * the part of the view model it touches.
 */
import type { DiffResult } from './diff-configs.ts';
import { counted } from '../portal/counted.ts';
import { compactViews, personasOf } from './view-list.ts';
import { byGiven, derivedChanges, derivedWords, givenLine } from './derived-list.ts';

export interface Sides {
  /** What the base is called in the report: the revision as given, with its short hash. */
  base: string;
  head: string;
}

/** Entries shown per change line in a terminal; --format json and markdown list them all. */
const SHOWN = 10;

export const NO_DIFFERENCE = 'no persona sees a difference';

export function scopeWords(result: DiffResult): string {
  const where = result.scope === 'all' ? `in ${counted(result.locales.length, 'locale')}` : 'in their own locale';
  return `${counted(result.personas, 'persona')} ${where}, ${counted(result.views, 'view')}`;
}

/** Facts-derived views named per change line in a terminal (per set of facts). */
const SHOWN_DERIVED = 3;

/** `all`: name every persona of a change (`--all-personas`), not the first ten. */
export function formatText(result: DiffResult, sides: Sides, options: { all?: boolean } = {}): string {
  const lines = [`portal diff: ${sides.base} → ${sides.head} (${scopeWords(result)})`];
  const derived = derivedChanges(result);
  const seen = result.changes.filter((c) => !c.derived);
  const about = derivedWords(result);
  if (result.changes.length === 0) {
    // Said only when no combination the rules make reachable shows a difference either.
    lines.push(`${NO_DIFFERENCE}${about ? ` (also with ${about})` : ''}.`);
    return `${lines.join('\n')}\n`;
  }
  if (seen.length === 0) {
    lines.push(
      `none of the ${counted(result.personas, 'persona')} sees a difference as written; ${derived.length} change${derived.length === 1 ? ' is' : 's are'} seen with ${about}`,
    );
  } else {
    lines.push(
      `${seen.length} change${seen.length === 1 ? '' : 's'}, ` +
        `seen in ${result.changedViews} of ${counted(result.views, 'view')} (${result.changedPersonas} of ${counted(result.personas, 'persona')}); ` +
        `persona@* = in every locale` +
        (derived.length ? `; ${derived.length} more only with ${about}` : ''),
    );
  }
  lines.push(...changeLines(seen, result, options));
  if (derived.length) {
    lines.push('', 'seen only with facts derived from the rules (persona@locale given the facts; portal resolve --persona P --given FACT=VALUE shows one):');
    for (const line of changeLines(derived, result, options)) lines.push(line && `  ${line}`);
  }
  return `${lines.join('\n')}\n`;
}

function changeLines(changes: DiffResult['changes'], result: DiffResult, options: { all?: boolean }): string[] {
  const lines: string[] = [];
  let area = '';
  for (const change of changes) {
    if (change.area !== area) {
      area = change.area;
      lines.push('', `${area}:`);
    }
    const who = compactViews(change.views, result.locales);
    const limit = options.all ? who.length : SHOWN;
    const shown = who.slice(0, limit).join(', ') + (who.length > limit ? `, … ${who.length - limit} more (--all-personas names them)` : '');
    const count = `${change.views.length} view${change.views.length === 1 ? '' : 's'}, ${personasOf(change.views)} persona${personasOf(change.views) === 1 ? '' : 's'}`;
    if (change.derived) {
      lines.push(`  ${change.text} (${count}):`);
      const groups = byGiven(change.views);
      const limit = options.all ? groups.length : SHOWN_DERIVED;
      for (const group of groups.slice(0, limit)) lines.push(`      ${givenLine(group, options.all ? null : SHOWN_DERIVED)}`);
      if (groups.length > limit) lines.push(`      … ${groups.length - limit} more sets of facts (--all-personas names them)`);
      continue;
    }
    // A page nobody reaches (a customer page while every customer is redirected) is still a change.
    lines.push(change.views.length === 0 ? `  ${change.text}: no persona reaches it` : `  ${change.text}: ${shown} (${count})`);
  }
  return lines;
}
