/**
 * Which customer views a review draws: a few that between them see every change `diff` found.
 * Each change line is covered by one of its views (people in their own locale first, as `diff`
 * sorts them; a view already chosen for another line is reused), up to a limit, since each view
 * costs four pictures. A view of the derived audience (facts given over a persona) is drawn only
 * when the running portal can be brought to those facts: flags of a visitor, through ?flags=.
 */
import { flagOfFact } from '../../src/engine/facts/flag-facts.ts';
import type { ChangeGroup, DiffResult, ViewRef } from '../diff/diff-configs.ts';
import type { Persona } from '../../src/engine/types/persona.ts';
import type { Reveal } from './shoot.ts';

export interface ReviewView {
  ref: ViewRef;
  /** The change lines this view sees. */
  changes: ChangeGroup[];
}

export interface ViewChoice {
  drawn: ReviewView[];
  /** Change lines none of the drawn views sees (over the limit, or only in views the portal cannot be brought to). */
  notDrawn: ChangeGroup[];
}

export function viewKey(ref: ViewRef): string {
  return JSON.stringify([ref.persona, ref.locale, Object.entries(ref.given ?? {}).sort()]);
}

/** Whether the real portal can show this view: a persona as it is, or a visitor with given flags. */
export function drawable(ref: ViewRef, persona: Persona | undefined): boolean {
  if (!persona) return false;
  const given = Object.keys(ref.given ?? {});
  return given.length === 0 || (persona.customer === undefined && given.every((path) => flagOfFact(path) !== null));
}

/** The persona as the view shows it: moved to the view's locale by the caller; given flags set here. */
export function withGivenFlags(persona: Persona, ref: ViewRef): Persona {
  const flags = Object.entries(ref.given ?? {}).flatMap(([path, value]) => {
    const flag = flagOfFact(path);
    return flag === null ? [] : [[flag, value]];
  });
  return flags.length === 0 ? persona : { ...persona, flags: { ...persona.flags, ...Object.fromEntries(flags) } };
}

export function chooseViews(result: DiffResult, personas: ReadonlyMap<string, Persona>, max: number): ViewChoice {
  const chosen = new Map<string, ReviewView>();
  const notDrawn: ChangeGroup[] = [];
  for (const change of result.changes) {
    const candidates = change.views.filter((ref) => drawable(ref, personas.get(ref.persona)));
    if (candidates.some((ref) => chosen.has(viewKey(ref)))) continue;
    const pick = candidates[0];
    if (!pick || chosen.size >= max) {
      notDrawn.push(change);
      continue;
    }
    chosen.set(viewKey(pick), { ref: pick, changes: [] });
  }
  // Every line a chosen view sees, not only the one it was chosen for.
  for (const change of result.changes) {
    for (const ref of change.views) chosen.get(viewKey(ref))?.changes.push(change);
  }
  return { drawn: [...chosen.values()], notDrawn };
}

/** The closed menu a view's changes are in, if any: opened before its pictures are taken. */
export function revealFor(changes: readonly ChangeGroup[]): Reveal {
  for (const { path } of changes) {
    if (path[0] !== 'header') continue;
    if (path[1] === 'account') return { kind: 'account' };
    const entry = path[2];
    if (path[1] === 'nav' && path.length > 3 && typeof entry === 'object') return { kind: 'nav', id: entry.key };
  }
  return null;
}
