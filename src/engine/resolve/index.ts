import type { CompiledConfig } from '../config/compiled.ts';
import { deriveFacts, type CustomerData } from '../facts/derive.ts';
import type { Facts } from '../facts/types.ts';
import type { ViewModel } from '../types/view-model.ts';
import { createResolveContext } from './context.ts';
import { resolveCountryBanner } from './country-banner.ts';
import { resolveFooter } from './footer.ts';
import { resolveHead } from './head.ts';
import { resolveHeader } from './header.ts';
import { headerTypeOf, withHeaderType } from './header-variant.ts';
import { resolveMarkets } from './markets.ts';
import { resolveRedirect } from './redirect.ts';
import { resolveLocaleSwitch } from './locale-switch.ts';
import { resolvePage } from './page.ts';

/** The view model (DESIGN.md) for facts derived from `data`. Pure: same input, same output. */
export function resolve(config: CompiledConfig, facts: Facts, data: CustomerData): ViewModel {
  const typed = withHeaderType(facts, headerTypeOf(config, facts));
  const ctx = createResolveContext(config, typed, data);
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

/** Derives facts and resolves in one step: what the CLI and the portal call. */
export function resolveData(config: CompiledConfig, data: CustomerData): ViewModel {
  return resolve(config, deriveFacts(data, config), data);
}
