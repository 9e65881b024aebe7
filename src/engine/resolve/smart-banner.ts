/**
 * Spec 6 smart banner: shown when config/headers/headers.yaml `smartBanner.when` holds (the
 * flag on, not in the app) and the locale's footer has an app to point to. It needs the footer's
 * config (the store links), so the browser resolves it with the footer, in the footer's chunk.
 */
import type { SmartBanner } from '../types/view-model.ts';
import type { ResolveContext } from './context.ts';
import { mayOfferSmartBanner } from './smart-banner-rule.ts';
import { storeLinks } from './store-links.ts';

export function resolveSmartBanner(ctx: ResolveContext): SmartBanner | null {
  if (!mayOfferSmartBanner(ctx)) return null;
  const footers = ctx.config.footers;
  const content = footers.content[ctx.locale] ?? footers.content[ctx.config.locales.menuFallback];
  const banner = content?.mobileBanner;
  // A locale whose footer names no app has nothing to offer.
  if (!banner) return null;
  const result: SmartBanner = {
    title: ctx.text('smartBanner.title'),
    text: ctx.text('smartBanner.text'),
    dismissLabel: ctx.text('smartBanner.dismiss'),
    ...storeLinks(banner, ctx),
  };
  if (banner.iconUrl) result.iconUrl = banner.iconUrl;
  return result;
}
