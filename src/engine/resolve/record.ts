/**
 * What resolve decided about each piece of config it looked at, and why: a menu item,
 * a page block or link, the footer and its layout entries, the required-action redirect that applies. `explain`, the
 * preview and the rule tests read it instead of deciding again, so they cannot disagree with
 * the view model. Resolve fills it only when a caller passes one (resolve/index.ts
 * resolveRecorded); the browser's resolve carries no recording code at all (tracing.ts).
 */

/**
 * Why a piece was kept or dropped:
 * - kept: it is in the view model;
 * - rule: its own rule (`when:`) does not hold;
 * - empty: it would be empty (a dropdown with no link of its own whose every entry is dropped, a
 *   block with nothing left to show);
 * - unsafe-href: its link is unsafe (validate reports it), so there is nothing to link to;
 * - reduced-menu: the reduced account menu does not keep it (config/headers/headers.yaml);
 * - no-content: the footer has no content for the locale, or a part finds none in it;
 * - same-page: a required-action redirect whose page the customer is already on.
 */
export type Verdict = 'kept' | 'rule' | 'empty' | 'unsafe-href' | 'reduced-menu' | 'no-content' | 'same-page';

/** The compiled config objects resolve decided about (by identity), with their verdicts. */
export interface ResolveRecord {
  readonly verdicts: ReadonlyMap<object, Verdict>;
}

/** A record to fill, and the function resolve calls for each decision (ResolveContext.note). */
export function createRecord(): { record: ResolveRecord; note: (subject: object, verdict: Verdict) => void } {
  const verdicts = new Map<object, Verdict>();
  return { record: { verdicts }, note: (subject, verdict) => void verdicts.set(subject, verdict) };
}
