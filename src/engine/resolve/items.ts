import type { CompiledMenuItem } from '../config/compiled.ts';
import type { Item } from '../types/view-model.ts';
import { holds } from '../rules/evaluate.ts';
import type { ResolveContext } from './context.ts';

/** The href an item gets: the first case whose rule holds, made final (spec 2.1). */
export function itemHref(item: CompiledMenuItem, ctx: ResolveContext): string | null {
  const chosen = item.href?.find((c) => holds(c.rule, ctx.facts));
  return chosen ? ctx.href(chosen.value) : null;
}

/** Visible items as view-model items; a hidden parent hides its children. */
export function resolveItems(items: readonly CompiledMenuItem[], ctx: ResolveContext): Item[] {
  const out: Item[] = [];
  const badgeShows = holds(ctx.config.headers.unreadBadge, ctx.facts);
  for (const item of items) {
    if (!holds(item.rule, ctx.facts)) continue;
    const resolved: Item = { id: item.id, type: item.type, title: item.title };
    const href = itemHref(item, ctx);
    if (href !== null) resolved.href = href;
    if (item.badge) resolved.badge = badgeShows;
    copyOptional(item, resolved);
    if (item.children) {
      const children = resolveItems(item.children, ctx);
      // A dropdown whose every entry is hidden would open an empty panel: drop it.
      if (children.length === 0 && !item.href) continue;
      resolved.children = children;
    }
    out.push(resolved);
  }
  return out;
}

const OPTIONAL_FIELDS = ['description', 'icon', 'iconColor', 'imageUrl', 'tag', 'groupName', 'callback', 'newTab', 'area', 'layout'] as const;

function copyOptional(from: CompiledMenuItem, to: Item): void {
  for (const field of OPTIONAL_FIELDS) {
    const value = from[field];
    if (value !== undefined) (to as unknown as Record<string, unknown>)[field] = value;
  }
}
