/**
 * Who sees a change, written short: `active-de@de-de`, `active-de@{de-de,fi-fi}`, or
 * `active-de@*` when the persona sees it in every locale compared.
 */
import type { ViewRef } from './diff-configs.ts';

export function compactViews(views: ViewRef[], locales: string[]): string[] {
  const byPersona = new Map<string, string[]>();
  for (const view of views) {
    const list = byPersona.get(view.persona) ?? [];
    list.push(view.locale);
    byPersona.set(view.persona, list);
  }
  return [...byPersona.entries()].map(([persona, seen]) => {
    if (seen.length === 1) return `${persona}@${seen[0]}`;
    if (locales.length > 1 && seen.length === locales.length) return `${persona}@*`;
    return `${persona}@{${seen.join(',')}}`;
  });
}

/** Personas who see a change (each counted once, whatever the locales). */
export function personasOf(views: ViewRef[]): number {
  return new Set(views.map((v) => v.persona)).size;
}
