/**
 * The core of `portal diff`: two compiled configs, the same personas, every view resolved with
 * each config and compared; changes grouped by their line, each with the views that see it.
 * No git and no files here, so tests hand it two config folders' compiled configs directly.
 */
import type { CompiledConfig } from '../../src/engine/config/compiled.ts';
import type { Persona } from '../../src/engine/types/persona.ts';
import { compareViewModels, type Segment, type ValueChange } from './compare.ts';
import { describe } from './describe.ts';
import { fillLocale, templateLocale } from './locale-template.ts';
import { diffPages } from './pages.ts';
import { localesOf, resolveView, viewsOf, type LocaleScope, type Resolved, type View } from './views.ts';
import { derivedViews } from './derived-views.ts';
import type { GivenFacts } from '../../src/engine/facts/given.ts';
import type { FactVocabulary } from '../portal/fact-vocabulary.ts';
import type { OfferContext } from '../rule-tests/offers.ts';
import { offerListsOf } from './offer-lists.ts';

export interface ViewRef {
  persona: string;
  locale: string;
  /** The persona's own locale rather than one it was moved to for the diff. */
  own: boolean;
  /** Facts derived from the rules, given over the persona's own (derived-views.ts): a view no persona file is. */
  given?: GivenFacts;
}

export interface ChangeGroup {
  /** Where in the view model (header.nav > invest, footer.legal, redirect …). */
  area: string;
  kind: ValueChange['kind'] | 'resolve-error';
  /** The line people read, without the personas. */
  text: string;
  /** The view-model path: properties, and elements as { key, container } or index. */
  path: Segment[];
  before?: unknown;
  after?: unknown;
  views: ViewRef[];
  /** Seen by no persona as it is, only with facts derived from the rules (every view has `given`). */
  derived?: true;
}

export interface DiffResult {
  personas: number;
  locales: string[];
  scope: LocaleScope;
  views: number;
  changedViews: number;
  changedPersonas: number;
  changes: ChangeGroup[];
  /** The audience derived from the rules (with DiffOptions.derived). */
  derived?: { rules: number; assignments: number; views: number; changedViews: number; cut: number };
}

export interface DiffOptions {
  /** own: each persona in its own locale only; all (default): in every known locale too. */
  scope?: LocaleScope;
  /** The flags each side serves a persona (tools/flags/served-flags.ts with that side's config/flags/); default the persona's own. */
  flagsFor?: { base: (persona: Persona) => Persona; head: (persona: Persona) => Persona };
  /** Also ask the audience derived from the changed rules (derived-views.ts), with this facts vocabulary. */
  derived?: FactVocabulary;
  /** Each side's offer selection and catalogue: the offer lists each view sees are compared too (offer-lists.ts). */
  offers?: { base: OfferContext | null; head: OfferContext | null };
}

/** Top-level order of the view model, so a report reads from the redirect down to the page. */
const AREA_ORDER = [
  'redirect',
  'localeSwitch',
  'locale',
  'language',
  'designVersion',
  'header',
  'footer',
  'markets',
  'head',
  'countryBanner',
  'page',
  'pages',
  'offerLists',
];

const HEADER_ORDER = ['type', 'variant', 'logos', 'nav', 'actions', 'account', 'balance'];

function rank(group: ChangeGroup): number {
  const position = (list: string[], segment: unknown) => {
    const index = typeof segment === 'string' ? list.indexOf(segment) : -1;
    return index < 0 ? list.length : index;
  };
  const top = position(AREA_ORDER, group.path[0]);
  return top * 100 + (group.path[0] === 'header' ? position(HEADER_ORDER, group.path[1]) : 0);
}

type FoundChange = ValueChange & { error?: true };

/** The view model with the view's offer lists beside it (`offerLists`), compared like any of its parts. */
function withOfferLists(resolved: Resolved, config: CompiledConfig, offers: OfferContext | null | undefined, view: View): Resolved {
  if (!resolved.ok || offers === undefined) return resolved;
  const offerLists = offerListsOf(config, offers, view.data, view.locale);
  return offerLists.length === 0 ? resolved : { ok: true, viewModel: { ...(resolved.viewModel as object), offerLists } };
}

function changesBetween(before: Resolved, after: Resolved): FoundChange[] {
  if (before.ok && after.ok) return compareViewModels(before.viewModel, after.viewModel);
  const words = (r: Resolved) => (r.ok ? 'resolves' : `fails (${r.error})`);
  if (!before.ok && !after.ok && before.error === after.error) return [];
  return [{ path: [], kind: 'changed', before: words(before), after: words(after), summarised: true, error: true }];
}

interface Found {
  change: FoundChange;
  views: ViewRef[];
  /** The element added or removed as each view saw it (with {locale}); one when all agree. */
  variants: Set<string>;
}

/**
 * The line and area of a change, with the real locale when everyone sees it in one locale.
 * An element added or removed in views that saw it differently (a footer part with each
 * locale's links) is named by its key alone.
 */
function finish({ change, views, variants }: Found): ChangeGroup {
  const locales = new Set(views.map((v) => v.locale));
  const uniform: FoundChange = variants.size <= 1 ? change : { ...change, before: undefined, after: undefined };
  const shown = locales.size === 1 ? fillLocale(uniform, [...locales][0]!) : uniform;
  const { area, text } = shown.error
    ? { area: '(view model)', text: `! with the base config the view ${String(shown.before)}; with the working tree's it ${String(shown.after)}` }
    : describe(shown);
  return {
    area,
    kind: shown.error ? 'resolve-error' : shown.kind,
    text,
    path: shown.path,
    ...(shown.before !== undefined ? { before: shown.before } : {}),
    ...(shown.after !== undefined ? { after: shown.after } : {}),
    // People in their own locale first: they are who the change is most likely meant for.
    views: [...views].sort((a, b) => Number(b.own) - Number(a.own)),
  };
}

export function diffConfigs(base: CompiledConfig, head: CompiledConfig, personas: Persona[], options: DiffOptions = {}): DiffResult {
  const scope = options.scope ?? 'all';
  const locales = localesOf(head, base);
  const views = viewsOf(personas, locales, scope);
  const found = new Map<string, Found>();
  const changedPersonas = new Set<string>();
  let changedViews = 0;

  /** Resolves a view with both configs; its changes by identity, or null when it sees none. */
  const compareView = (view: View): Map<string, FoundChange> | null => {
    // Each side serves the flags of its own config/flags/ (a targeting edit is a change like any other).
    const baseView = options.flagsFor ? { ...view, data: options.flagsFor.base(view.data) } : view;
    const headView = options.flagsFor ? { ...view, data: options.flagsFor.head(view.data) } : view;
    const before = withOfferLists(resolveView(base, baseView), base, options.offers?.base, baseView);
    const after = withOfferLists(resolveView(head, headView), head, options.offers?.head, headView);
    // Most views do not change: one string comparison settles them.
    if (before.ok && after.ok && JSON.stringify(before.viewModel) === JSON.stringify(after.viewModel)) return null;
    const changes = changesBetween(before, after);
    if (changes.length === 0) return null;
    const byIdentity = new Map<string, FoundChange>();
    for (const raw of changes) {
      const change = templateLocale(raw, view.locale);
      // A changed value is one change per before/after pair (a long title is cut in the line,
      // not in the key); an element added or removed is one change per place and key.
      const element = change.kind === 'added' || change.kind === 'removed';
      byIdentity.set(JSON.stringify(element ? [change.kind, change.path] : [change.kind, change.path, change.before, change.after, change.error]), change);
    }
    return byIdentity;
  };
  const note = (into: Map<string, Found>, identity: string, change: FoundChange, ref: ViewRef) => {
    let entry = into.get(identity);
    if (!entry) into.set(identity, (entry = { change, views: [], variants: new Set() }));
    entry.views.push(ref);
    if (change.kind === 'added' || change.kind === 'removed') entry.variants.add(JSON.stringify(change.kind === 'added' ? change.after : change.before));
  };

  for (const view of views) {
    const changes = compareView(view);
    if (!changes) continue;
    changedViews++;
    changedPersonas.add(view.persona);
    for (const [identity, change] of changes) note(found, identity, change, { persona: view.persona, locale: view.locale, own: view.own });
  }

  // The audience derived from the changed rules: only what no persona as it is sees.
  const derivedFound = new Map<string, Found>();
  let derived: DiffResult['derived'];
  if (options.derived) {
    const plan = derivedViews(base, head, views, options.derived, options.flagsFor?.head);
    let changedDerived = 0;
    for (const view of plan.views) {
      const changes = compareView(view);
      if (!changes) continue;
      changedDerived++;
      for (const [identity, change] of changes) {
        if (!found.has(identity)) note(derivedFound, identity, change, { persona: view.persona, locale: view.locale, own: view.own, given: view.given });
      }
    }
    derived = { rules: plan.rules, assignments: plan.assignments, views: plan.views.length, changedViews: changedDerived, cut: plan.cut };
  }

  // Pages nobody's own view is on (a new public page) are compared with personas moved onto them.
  const pages = diffPages(base, head, personas, scope);
  for (const view of pages.changedViews) changedPersonas.add(view.persona);
  const order = (a: ChangeGroup, b: ChangeGroup) => rank(a) - rank(b) || a.area.localeCompare(b.area) || a.text.localeCompare(b.text);
  const changes = [...found.values()].map(finish).sort(order);
  const derivedChanges = [...derivedFound.values()].map((entry) => ({ ...finish(entry), derived: true as const })).sort(order);
  return {
    personas: personas.length,
    locales,
    scope,
    views: views.length + pages.views,
    changedViews: changedViews + pages.changedViews.length,
    changedPersonas: changedPersonas.size,
    changes: [...changes, ...pages.changes, ...derivedChanges],
    ...(derived ? { derived } : {}),
  };
}
