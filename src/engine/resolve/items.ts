import type { CompiledMenuItem } from '../config/compiled.ts';
import type { Item } from '../types/view-model.ts';
import type { ResolveContext } from './context.ts';
import { TRACING } from './tracing.ts';

/** The href an item gets: the first case whose rule holds, made final (spec 2.1). */
export function itemHref(item: CompiledMenuItem, ctx: ResolveContext): string | null {
  const chosen = item.href?.find((c) => ctx.holds(c.rule));
  return chosen ? ctx.href(chosen.value) : null;
}

/** Whether the unread dot shows, once per resolve (resolveItems runs per menu level). */
const badgeByContext = new WeakMap<ResolveContext, boolean>();

function badgeShowsFor(ctx: ResolveContext): boolean {
  let shows = badgeByContext.get(ctx);
  if (shows === undefined) badgeByContext.set(ctx, (shows = ctx.holds(ctx.config.headers.unreadBadge)));
  return shows;
}

/** Visible items as view-model items; a hidden parent hides its children. */
export function resolveItems(items: readonly CompiledMenuItem[], ctx: ResolveContext): Item[] {
  const out: Item[] = [];
  const badgeShows = badgeShowsFor(ctx);
  for (const item of items) {
    if (!ctx.holds(item.rule)) {
      if (TRACING) ctx.note?.(item, 'rule');
      continue;
    }
    const resolved: Item = { id: item.id, type: item.type, title: item.title };
    const href = itemHref(item, ctx);
    if (href !== null) resolved.href = href;
    if (item.badge) resolved.badge = badgeShows;
    copyOptional(item, resolved);
    if (item.children) {
      const children = resolveItems(item.children, ctx);
      // A dropdown whose every entry is hidden would open an empty panel: drop it.
      if (children.length === 0 && !item.href) {
        if (TRACING) ctx.note?.(item, 'empty');
        continue;
      }
      resolved.children = children;
    }
    if (TRACING) ctx.note?.(item, 'kept');
    out.push(resolved);
  }
  return out;
}

const OPTIONAL_FIELDS = ['description', 'icon', 'iconColor', 'imageUrl', 'tag', 'groupName', 'callback', 'newTab', 'area', 'layout'] as const;

/** The optional fields an item has, gathered once per compiled item rather than on every resolve. */
const optionalFields = new WeakMap<CompiledMenuItem, Partial<Item>>();

function copyOptional(from: CompiledMenuItem, to: Item): void {
  let fields = optionalFields.get(from);
  if (!fields) {
    fields = {};
    for (const field of OPTIONAL_FIELDS) {
      const value = from[field];
      if (value !== undefined) (fields as Record<string, unknown>)[field] = value;
    }
    optionalFields.set(from, fields);
  }
  Object.assign(to, fields);
}
