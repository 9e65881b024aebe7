import type { CompiledConfig } from '../config/compiled.ts';
import type { CustomerData } from '../facts/derive.ts';
import type { Facts } from '../facts/types.ts';
import type { ViewModel } from '../types/view-model.ts';
import { createResolveContext } from './context.ts';
import { resolveCountryBanner } from './country-banner.ts';
import type { CustomerResolvers } from './customer-resolvers.ts';
import { resolveFooter } from './footer.ts';
import { resolveHead } from './head.ts';
import { resolveHeader } from './header.ts';
import { headerTypeOf, withHeaderType } from './header-variant.ts';
import { resolveMarkets } from './markets.ts';
import { resolveRedirect } from './redirect.ts';
import { resolveLocaleSwitch } from './locale-switch.ts';
import { resolvePage } from './page.ts';

/**
 * The view model (DESIGN.md) for facts derived from `data`, with the customer resolvers given
 * (null: a visitor, or the browser before the customer's chunk is there). Pure: same input, same
 * output. Everything outside the browser resolves through resolve/index.ts, which passes all.
 */
export function resolveView(config: CompiledConfig, facts: Facts, data: CustomerData, customer: CustomerResolvers | null): ViewModel {
  const typed = withHeaderType(facts, headerTypeOf(config, facts));
  const ctx = createResolveContext(config, typed, data, customer);
  return {
    locale: ctx.locale,
    language: ctx.language,
    designVersion: typed.page.designVersion,
    redirect: resolveRedirect(ctx),
    header: resolveHeader(ctx),
    footer: resolveFooter(ctx),
    markets: resolveMarkets(ctx),
    head: resolveHead(ctx),
    page: resolvePage(ctx),
    countryBanner: resolveCountryBanner(ctx),
    localeSwitch: resolveLocaleSwitch(ctx),
  };
}
