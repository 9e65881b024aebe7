import { isSamePath } from '../format/href.ts';
import { holds } from '../rules/evaluate.ts';
import type { Redirect } from '../types/view-model.ts';
import type { ResolveContext } from './context.ts';
import { TRACING } from './tracing.ts';

/**
 * The required-action redirect (spec 4): none on the excluded page kinds; otherwise the first
 * redirect whose rule holds. A customer already on that redirect's page is left there.
 */
export function resolveRedirect(ctx: ResolveContext): Redirect {
  const { config, facts } = ctx;
  if (config.redirects.neverOn.includes(facts.page.kind)) return null;
  const match = config.redirects.list.find((r) => holds(r.rule, facts));
  if (!match) return null;
  const target = ctx.href(match.href);
  if (!target || isSamePath(target, facts.page.path)) {
    if (TRACING) ctx.note?.(match, target ? 'same-page' : 'unsafe-href');
    return null;
  }
  if (TRACING) ctx.note?.(match, 'kept');
  const query = new URLSearchParams();
  for (const name of match.keepQuery ?? []) {
    const value = ctx.data.context.query?.[name];
    if (typeof value === 'string' && value !== '') query.set(name, value);
  }
  const search = query.toString();
  return { action: match.action, href: search ? `${target}?${search}` : target, tracking: { ...match.tracking } };
}
