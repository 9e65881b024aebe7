import type { Item, ViewModel } from '../../src/engine/types/view-model.ts';
import type { ItemRef } from './types.ts';

/** The places a test can look for items. */
export type ItemArea = 'nav' | 'actions' | 'account' | 'items' | 'footerLinks';
export const ITEM_AREAS: readonly ItemArea[] = ['nav', 'actions', 'account', 'items', 'footerLinks'];

function flatten(items: readonly Item[] | undefined): Item[] {
  return (items ?? []).flatMap((item) => [item, ...flatten(item.children)]);
}

/** Every item of one area of the view model, dropdown entries included. */
export function itemsIn(vm: ViewModel, area: ItemArea): Item[] {
  switch (area) {
    case 'nav':
      return flatten(vm.header.nav);
    case 'actions':
      return flatten(vm.header.actions);
    case 'account':
      return flatten(vm.header.account?.menu);
    case 'items':
      return [...itemsIn(vm, 'nav'), ...itemsIn(vm, 'actions'), ...itemsIn(vm, 'account')];
    case 'footerLinks':
      return (vm.footer?.parts ?? []).flatMap((part) => {
        if (part.kind === 'links') return part.columns.flatMap((c) => c.links);
        if (part.kind === 'legal') return part.links;
        return [];
      });
  }
}

export function normalRef(ref: ItemRef): { item?: string; href?: string; badge?: boolean } {
  return typeof ref === 'string' ? { item: ref } : ref;
}

/** Hrefs compare as written, except that one trailing slash does not matter. */
export function sameHref(a: string | undefined, b: string | undefined): boolean {
  if (a === undefined || b === undefined) return false;
  const trim = (h: string) => h.replace(/\/(?=$|[?#])/, '');
  return a === b || trim(a) === trim(b);
}

/** An expected href with {locale} standing for the run's locale, so one test can run in several. */
export function withLocale(href: string, locale: string): string {
  return href.replaceAll('{locale}', locale);
}

/** The items a reference names: by id, else by final href. */
export function matching(items: readonly Item[], ref: { item?: string; href?: string }): Item[] {
  return ref.item !== undefined ? items.filter((i) => i.id === ref.item) : items.filter((i) => sameHref(i.href, ref.href));
}

export function describeRef(ref: { item?: string; href?: string }): string {
  return ref.item !== undefined ? `item "${ref.item}"` : `link ${ref.href}`;
}

/** Types and ids of a page body's blocks and of everything nested in them (link-list entries, say). */
export function blockNames(blocks: unknown): string[] {
  if (!Array.isArray(blocks)) return [];
  return blocks.flatMap((block) => {
    if (!block || typeof block !== 'object') return [];
    const b = block as Record<string, unknown>;
    const nested = Object.values(b).flatMap((v) => (Array.isArray(v) ? blockNames(v) : []));
    return [...(typeof b.type === 'string' ? [b.type] : []), ...(typeof b.id === 'string' ? [b.id] : []), ...nested];
  });
}
