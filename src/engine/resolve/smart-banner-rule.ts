/**
 * Whether the page may offer the smart banner (spec 6): config/headers/headers.yaml
 * `smartBanner.when`. The banner itself needs the footer's config (smart-banner.ts); this needs
 * only the page's, so the browser can tell before the footer's chunk is there that it must fetch
 * it now (app/boot/footer/useAskForFooter.ts) rather than when the visitor nears the footer.
 */
import { holds } from '../rules/evaluate.ts';
import type { ResolveContext } from './context.ts';

export function mayOfferSmartBanner(ctx: Pick<ResolveContext, 'config' | 'facts'>): boolean {
  const rule = ctx.config.headers.smartBanner;
  return rule !== null && holds(rule, ctx.facts);
}
