/**
 * The terminal report: a headline, then one line per change with who sees it, grouped under
 * the part of the view model it touches.
 */
import type { DiffResult } from './diff-configs.ts';
import { counted } from '../portal/counted.ts';
import { compactViews, personasOf } from './view-list.ts';

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

/** `all`: name every persona of a change (`--all-personas`), not the first ten. */
export function formatText(result: DiffResult, sides: Sides, options: { all?: boolean } = {}): string {
  const lines = [`portal diff: ${sides.base} → ${sides.head} (${scopeWords(result)})`];
  if (result.changes.length === 0) {
    lines.push(`${NO_DIFFERENCE}.`);
    return `${lines.join('\n')}\n`;
  }
  lines.push(
    `${result.changes.length} change${result.changes.length === 1 ? '' : 's'}, ` +
      `seen in ${result.changedViews} of ${counted(result.views, 'view')} (${result.changedPersonas} of ${counted(result.personas, 'persona')}); ` +
      `persona@* = in every locale`,
  );
  let area = '';
  for (const change of result.changes) {
    if (change.area !== area) {
      area = change.area;
      lines.push('', `${area}:`);
    }
    const who = compactViews(change.views, result.locales);
    const limit = options.all ? who.length : SHOWN;
    const shown = who.slice(0, limit).join(', ') + (who.length > limit ? `, … ${who.length - limit} more (--all-personas names them)` : '');
    const count = `${change.views.length} view${change.views.length === 1 ? '' : 's'}, ${personasOf(change.views)} persona${personasOf(change.views) === 1 ? '' : 's'}`;
    // A page nobody reaches (a customer page while every customer is redirected) is still a change.
    lines.push(change.views.length === 0 ? `  ${change.text}: no persona reaches it` : `  ${change.text}: ${shown} (${count})`);
  }
  return `${lines.join('\n')}\n`;
}
