import { resolveGate } from './gate.ts';
import type { CompiledConfig } from '../config/compiled.ts';
import type { CustomerData } from '../facts/derive.ts';
import type { Facts } from '../facts/types.ts';
import type { ViewModel } from '../types/view-model.ts';
import { createResolveContext, type ResolveContext } from './context.ts';
import { resolveCountryBanner } from './country-banner.ts';
import type { BlockResolvers, CustomerResolvers } from './resolve-types.ts';
import { resolveHead } from './head.ts';
import { resolveHeader } from './header.ts';
import { headerTypeOf, withHeaderType } from './header-variant.ts';
import { resolveMarkets } from './markets.ts';
import { resolveRedirect } from './redirect.ts';
import { resolveLocaleSwitch } from './locale-switch.ts';
import { resolvePage } from './page.ts';

/**
 * The view model without its footer. The browser resolves the footer apart, in the footer's own
 * chunk (it is below the first screen, and prerendered), so its resolver and its config are not
 * part of the first load; resolve/index.ts puts both together for everything else.
 */
export type PageView = Omit<ViewModel, 'footer'>;

/**
 * The context every part of one view is resolved in: the facts with the header type the config
 * gives them, and the block resolvers handed in (`customer` null for a visitor, or the browser
 * before the customer's chunk is there; Node passes all, src/blocks/registry.ts).
 */
export function viewContext(
  config: CompiledConfig,
  facts: Facts,
  data: CustomerData,
  blocks: BlockResolvers,
  customer: CustomerResolvers | null,
): ResolveContext {
  return createResolveContext(config, withHeaderType(facts, headerTypeOf(config, facts)), data, blocks, customer);
}

/** Every part of the view model but the footer (footer.ts). Pure: same context, same output. */
export function resolvePageView(ctx: ResolveContext): PageView {
  const header = resolveHeader(ctx);
  return {
    locale: ctx.locale,
    language: ctx.language,
    designVersion: ctx.facts.page.designVersion,
    redirect: resolveRedirect(ctx),
    header,
    markets: resolveMarkets(ctx),
    head: resolveHead(ctx),
    page: resolvePage(ctx),
    countryBanner: resolveCountryBanner(ctx),
    localeSwitch: resolveLocaleSwitch(ctx),
    gate: resolveGate(ctx, header),
  };
}

/** The whole view model (DESIGN.md) in one context: the page view and the footer in their contract order. */
export function withFooter(view: PageView, footer: ViewModel['footer']): ViewModel {
  const { locale, language, designVersion, redirect, header, ...rest } = view;
  return { locale, language, designVersion, redirect, header, footer, ...rest };
}
