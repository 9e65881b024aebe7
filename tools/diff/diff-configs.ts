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
import { localesOf, resolveView, viewsOf, type LocaleScope, type Resolved } from './views.ts';

export interface ViewRef {
  persona: string;
  locale: string;
  /** The persona's own locale rather than one it was moved to for the diff. */
  own: boolean;
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
}

export interface DiffResult {
  personas: number;
  locales: string[];
  scope: LocaleScope;
  views: number;
  changedViews: number;
  changedPersonas: number;
  changes: ChangeGroup[];
}

export interface DiffOptions {
  /** own: each persona in its own locale only; all (default): in every known locale too. */
  scope?: LocaleScope;
  /** The flags each side serves a persona (tools/flags/served-flags.ts with that side's config/flags/); default the persona's own. */
  flagsFor?: { base: (persona: Persona) => Persona; head: (persona: Persona) => Persona };
}

/** Top-level order of the view model, so a report reads from the redirect down to the page. */
const AREA_ORDER = ['redirect', 'localeSwitch', 'locale', 'language', 'designVersion', 'header', 'footer', 'markets', 'head', 'countryBanner', 'page', 'pages'];

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
    area, kind: shown.error ? 'resolve-error' : shown.kind, text, path: shown.path,
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

  for (const view of views) {
    // Each side serves the flags of its own config/flags/ (a targeting edit is a change like any other).
    const before = resolveView(base, options.flagsFor ? { ...view, data: options.flagsFor.base(view.data) } : view);
    const after = resolveView(head, options.flagsFor ? { ...view, data: options.flagsFor.head(view.data) } : view);
    // Most views do not change: one string comparison settles them.
    if (before.ok && after.ok && JSON.stringify(before.viewModel) === JSON.stringify(after.viewModel)) continue;
    const changes = changesBetween(before, after);
    if (changes.length === 0) continue;
    changedViews++;
    changedPersonas.add(view.persona);
    for (const raw of changes) {
      const change = templateLocale(raw, view.locale);
      // A changed value is one change per before/after pair (a long title is cut in the line,
      // not in the key); an element added or removed is one change per place and key.
      const element = change.kind === 'added' || change.kind === 'removed';
      const identity = JSON.stringify(element ? [change.kind, change.path] : [change.kind, change.path, change.before, change.after, change.error]);
      let entry = found.get(identity);
      if (!entry) found.set(identity, (entry = { change, views: [], variants: new Set() }));
      entry.views.push({ persona: view.persona, locale: view.locale, own: view.own });
      if (element) entry.variants.add(JSON.stringify(change.kind === 'added' ? change.after : change.before));
    }
  }

  // Pages nobody's own view is on (a new public page) are compared with personas moved onto them.
  const pages = diffPages(base, head, personas, scope);
  for (const view of pages.changedViews) changedPersonas.add(view.persona);
  const changes = [...found.values()]
    .map(finish)
    .sort((a, b) => rank(a) - rank(b) || a.area.localeCompare(b.area) || a.text.localeCompare(b.text));
  return {
    personas: personas.length, locales, scope,
    views: views.length + pages.views, changedViews: changedViews + pages.changedViews.length,
    changedPersonas: changedPersonas.size, changes: [...changes, ...pages.changes],
  };
}
