import { holds } from '../rules/evaluate.ts';
import type { CountryBanner } from '../types/view-model.ts';
import type { ResolveContext } from './context.ts';

/** Spec 2.7: the first configured reason that holds shows the banner. */
export function resolveCountryBanner(ctx: ResolveContext): CountryBanner | null {
  const reason = ctx.config.headers.countryBanner.find((b) => holds(b.rule, ctx.facts))?.reason;
  return reason ? { marketLocale: ctx.locale, reason } : null;
}
