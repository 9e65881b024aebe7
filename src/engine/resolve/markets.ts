import type { Market } from '../types/view-model.ts';
import type { ResolveContext } from './context.ts';

/**
 * The country picker's markets (spec 2.7): those of the page's design version, without the
 * locales a flag hides, sorted by label. Their links are final like every other href
 * (ctx.href): on the unified domain, a unified locale's market link becomes /{locale}/.
 */
/** Creating an Intl.Collator costs more than the rest of the market list: one per locale tag. */
const collators = new Map<string, Intl.Collator>();

function collatorFor(tag: string): Intl.Collator {
  let collator = collators.get(tag);
  if (!collator) collators.set(tag, (collator = new Intl.Collator(tag)));
  return collator;
}

export function resolveMarkets(ctx: ResolveContext): Market[] {
  const { config, facts } = ctx;
  const hidden = new Set(facts.flags.newMarketLocales);
  const collator = collatorFor(config.locales.byCode[ctx.locale]?.intl ?? 'en');
  const markets: Market[] = [];
  for (const m of config.markets.markets) {
    if (!m.versions.includes(facts.page.designVersion) || hidden.has(m.locale)) continue;
    const href = ctx.href(m.link);
    // An unsafe link (validate reports it) is no market to offer.
    if (href !== null) markets.push({ locale: m.locale, label: m.label, href, flag: m.flag, preferredLocale: m.preferredLocale });
  }
  return markets.sort((a, b) => collator.compare(a.label, b.label));
}
