import { pathAfterLocale } from '../facts/page.ts';
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
  const rest = pathAfterLocale(ctx.facts.page.path, ctx.locale);
  // A path without the page's locale segment is not one of its pages: go to the new home.
  return { locale: target, href: `/${target}${rest.startsWith('/') && rest !== ctx.facts.page.path ? rest : '/'}` };
}
