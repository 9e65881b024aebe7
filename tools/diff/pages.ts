/**
 * Pages in `portal diff`. The per-persona views stay on each persona's own page, so a page
 * added, removed or changed elsewhere (a new public page, a block on the FAQ) would pass
 * unseen. Here every page whose compiled form differs between the two configs is compared on
 * its own: which locales have it at which path, its kind and audience, and, for every persona
 * moved onto it, whether the persona reaches it (no redirect, no login or forbidden gate) and
 * what the page shows them.
 */
import type { CompiledConfig } from '../../src/engine/config/compiled.ts';
import type { CompiledPage } from '../../src/engine/pages/compiled.ts';
import type { Persona } from '../../src/engine/types/persona.ts';
import { withOverrides } from '../portal/persona.ts';
import { compareViewModels } from './compare.ts';
import { describe } from './describe.ts';
import type { ChangeGroup, ViewRef } from './diff-configs.ts';
import { fillLocale, templateLocale } from './locale-template.ts';
import { resolveView, type LocaleScope, type Resolved, type View } from './views.ts';

export interface PageDiff {
  changes: ChangeGroup[];
  /** Persona views moved onto a changed page (each resolved with both configs). */
  views: number;
  changedViews: ViewRef[];
}

type PagesById = Map<string, Map<string, CompiledPage>>;

function byId(config: CompiledConfig): PagesById {
  const out: PagesById = new Map();
  for (const [locale, pages] of Object.entries(config.pages)) {
    for (const page of pages) {
      const locales = out.get(page.id) ?? new Map<string, CompiledPage>();
      if (!locales.has(locale)) locales.set(locale, page);
      out.set(page.id, locales);
    }
  }
  return out;
}

/** A page as compared: everything but where in its file it was written (a line moving is no change). */
function comparable(page: CompiledPage | undefined): string {
  if (!page) return '';
  return JSON.stringify(page, (key, value: unknown) => (key === 'source' ? undefined : value));
}

/** One line per locale, written with {locale}; lines that read the same merge into one "in a, b". */
class LineGroups {
  private groups = new Map<string, { kind: ChangeGroup['kind']; id: string; locales: string[]; views: ViewRef[]; before?: unknown; after?: unknown }>();

  add(id: string, kind: ChangeGroup['kind'], locale: string, text: string, views: ViewRef[], values: { before?: unknown; after?: unknown } = {}): void {
    const template = templateLocale(text, locale);
    const key = JSON.stringify([id, kind, template]);
    const group = this.groups.get(key) ?? { kind, id, locales: [], views: [], ...values };
    if (!group.locales.includes(locale)) group.locales.push(locale);
    group.views.push(...views);
    this.groups.set(key, group);
  }

  finish(): ChangeGroup[] {
    return [...this.groups.entries()].map(([key, group]) => {
      const template = JSON.parse(key)[2] as string;
      const text = group.locales.length === 1 ? fillLocale(template, group.locales[0]!) : template;
      return {
        area: 'pages',
        kind: group.kind,
        text: `${text} in ${group.locales.join(', ')}`,
        path: ['pages', { key: group.id, container: 'pages' }],
        ...(group.before !== undefined ? { before: group.before } : {}),
        ...(group.after !== undefined ? { after: group.after } : {}),
        views: [...group.views].sort((a, b) => Number(b.own) - Number(a.own)),
      };
    });
  }
}

/** The persona views on one page of one locale: everyone, or (scope own) those whose locale it is. */
function viewsOnPage(personas: Persona[], locale: string, path: string, scope: LocaleScope): View[] {
  const views: View[] = [];
  for (const persona of personas) {
    const own = persona.context.locale.toLowerCase() === locale;
    if (scope === 'own' && !own) continue;
    views.push({ persona: persona.id, locale, own, data: withOverrides(persona, own ? { page: path } : { locale, page: path }) });
  }
  return views;
}

/** The page itself is what the persona gets there: not another page, not a redirect, not a gate. */
function reaches(resolved: Resolved, id: string): resolved is { ok: true; viewModel: unknown } {
  if (!resolved.ok) return false;
  const vm = resolved.viewModel as { page?: { id?: string }; redirect?: unknown; gate?: unknown; localeSwitch?: unknown };
  return vm.page?.id === id && !vm.redirect && !vm.gate && !vm.localeSwitch;
}

const ref = (view: View): ViewRef => ({ persona: view.persona, locale: view.locale, own: view.own });

/**
 * A line about what the page shows, named after the page rather than the view model:
 * "~ page.title: …" reads "~ title of page "faq": …", "+ block "x" in page.blocks" reads
 * "+ block "x" in page "faq"".
 */
function onThePage(text: string, id: string): string {
  const page = `page "${id}"`;
  return text
    .replace(
      /^([~+-]) (page|head)\.([^:]+):/,
      (_all, sign: string, part: string, field: string) => `${sign} ${part === 'head' ? `head.${field}` : field} of ${page}:`,
    )
    .replace(/ in page\.blocks\b/, ` in ${page}`)
    .replace(/ in page(?=$| >)/, ` in ${page}`)
    .replace(/ in head(?=$|\.)/, ` in the head of ${page}`);
}

function pathWords(page: CompiledPage): string {
  return page.path ?? 'the answer to unknown paths';
}

export function diffPages(base: CompiledConfig, head: CompiledConfig, personas: Persona[], scope: LocaleScope): PageDiff {
  const before = byId(base);
  const after = byId(head);
  const lines = new LineGroups();
  const changedViews = new Map<string, ViewRef>();
  let viewCount = 0;

  for (const id of new Set([...after.keys(), ...before.keys()])) {
    const was = before.get(id) ?? new Map<string, CompiledPage>();
    const is = after.get(id) ?? new Map<string, CompiledPage>();
    for (const locale of new Set([...is.keys(), ...was.keys()])) {
      const old = was.get(locale);
      const now = is.get(locale);
      if (comparable(old) === comparable(now)) continue;
      const oldViews = old?.path ? viewsOnPage(personas, locale, old.path, scope) : [];
      const newViews = now?.path ? viewsOnPage(personas, locale, now.path, scope) : [];
      viewCount += Math.max(oldViews.length, newViews.length);
      const oldReach = new Map(oldViews.map((v) => [v.persona, resolveView(base, v)] as const));
      const newReach = new Map(newViews.map((v) => [v.persona, resolveView(head, v)] as const));
      const reachedBefore = oldViews.filter((v) => reaches(oldReach.get(v.persona)!, id));
      const reachedAfter = newViews.filter((v) => reaches(newReach.get(v.persona)!, id));
      const mark = (views: View[]) =>
        views.forEach((v) => {
          changedViews.set(`${v.persona}@${v.locale}`, ref(v));
        });

      if (!old && now) {
        lines.add(id, 'added', locale, `+ page "${id}" (${pathWords(now)})`, reachedAfter.map(ref));
        mark(reachedAfter);
        continue;
      }
      if (old && !now) {
        lines.add(id, 'removed', locale, `- page "${id}" (${pathWords(old)})`, reachedBefore.map(ref));
        mark(reachedBefore);
        continue;
      }
      if (!old || !now) continue;
      const affected = [...new Map([...reachedBefore, ...reachedAfter].map((v) => [v.persona, ref(v)])).values()];
      for (const field of ['path', 'kind', 'audience'] as const) {
        if (old[field] !== now[field]) {
          lines.add(id, 'changed', locale, `~ ${field} of page "${id}": ${old[field] ?? 'none'} → ${now[field] ?? 'none'}`, affected, {
            before: old[field],
            after: now[field],
          });
        }
      }
      const gained = reachedAfter.filter((v) => !reachedBefore.some((b) => b.persona === v.persona));
      const lost = reachedBefore.filter((v) => !reachedAfter.some((a) => a.persona === v.persona));
      if (gained.length) lines.add(id, 'added', locale, `+ reaches page "${id}" (${pathWords(now)})`, gained.map(ref));
      if (lost.length) lines.add(id, 'removed', locale, `- no longer reaches page "${id}" (${pathWords(old)})`, lost.map(ref));
      mark(gained);
      mark(lost);

      // What the page shows everyone who reaches it on both sides: its title, blocks, head.
      for (const view of reachedAfter) {
        const previous = oldReach.get(view.persona);
        const current = newReach.get(view.persona);
        if (!previous?.ok || !current?.ok || !reachedBefore.some((b) => b.persona === view.persona)) continue;
        const pick = (vm: unknown) => {
          const { page, head: pageHead } = vm as { page: unknown; head: unknown };
          return { page, head: pageHead };
        };
        const found = compareViewModels(pick(previous.viewModel), pick(current.viewModel));
        if (found.length) mark([view]);
        for (const raw of found) {
          const change = templateLocale(raw, locale);
          lines.add(id, change.kind, locale, onThePage(describe(change).text, id), [ref(view)], { before: change.before, after: change.after });
        }
      }
    }
  }
  return { changes: lines.finish(), views: viewCount, changedViews: [...changedViews.values()] };
}
