import { holds } from '../rules/evaluate.ts';
import type { ViewModel } from '../types/view-model.ts';
import type { ResolveContext } from './context.ts';

/**
 * Spec 4: the customer's distribution channel may force its market's locale. The page keeps
 * its path under the new locale segment (/de-at/dashboard/ -> /de-de/dashboard/).
 */
export function resolveLocaleSwitch(ctx: ResolveContext): ViewModel['localeSwitch'] {
  const target = ctx.facts.customer.marketLocale;
  if (!target || !holds(ctx.config.redirects.localeSwitch, ctx.facts)) return null;
  const path = ctx.facts.page.path;
  const prefix = `/${ctx.locale}`;
  const rest = path.toLowerCase() === prefix || path.toLowerCase().startsWith(`${prefix}/`) ? path.slice(prefix.length) : '/';
  return { locale: target, href: `/${target}${rest || '/'}` };
}
