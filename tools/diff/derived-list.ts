/**
 * Who sees a change only with facts derived from the rules, written per set of facts:
 * `active-de@de-de, payment-methods-de@de-de given customer.distributorId=PARTNER_B, flags.paymentMethods=true`.
 * The facts are written as `--given` takes them, so `portal resolve --persona active-de --given …`
 * shows the same view.
 */
import type { ChangeGroup, DiffResult, ViewRef } from './diff-configs.ts';
import { givenText } from '../portal/what-if.ts';

export interface GivenGroup {
  given: string;
  views: ViewRef[];
}

/** The views of a change by the facts they were given, the facts most views share first. */
export function byGiven(views: readonly ViewRef[]): GivenGroup[] {
  const groups = new Map<string, ViewRef[]>();
  for (const view of views) {
    const text = givenText(view.given ?? {});
    groups.set(text, [...(groups.get(text) ?? []), view]);
  }
  return [...groups].map(([given, list]) => ({ given, views: list })).sort((a, b) => b.views.length - a.views.length || a.given.localeCompare(b.given));
}

/** `a@de-de, b@de-de, … 3 more given X=1` (all of them with `all`). */
export function givenLine(group: GivenGroup, shown: number | null): string {
  const names = group.views.map((v) => `${v.persona}@${v.locale}`);
  const limit = shown ?? names.length;
  const list = names.slice(0, limit).join(', ') + (names.length > limit ? `, … ${names.length - limit} more` : '');
  return `${list} given ${group.given}`;
}

export function derivedChanges(result: DiffResult): ChangeGroup[] {
  return result.changes.filter((c) => c.derived);
}

/** The headline's words about the derived audience, or '' when it was not asked or added nothing. */
export function derivedWords(result: DiffResult): string {
  const d = result.derived;
  if (!d) return '';
  const cut = d.cut > 0 ? `; ${d.cut} more views left out (at most the first ${d.views})` : '';
  return `facts derived from ${d.rules} changed rule${d.rules === 1 ? '' : 's'}: ${d.views} more view${d.views === 1 ? '' : 's'} of the personas, ${d.changedViews} of them changed${cut}`;
}
