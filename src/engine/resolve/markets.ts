import type { Market } from '../types/view-model.ts';
import type { ResolveContext } from './context.ts';

/**
 * The country picker's markets (spec 2.7): those of the page's design version, without the
 * locales a flag hides, with unified-domain links rewritten to /{locale}/, sorted by label.
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
  const unified = new Set(config.markets.unifiedDomainLocales);
  const collator = collatorFor(config.locales.byCode[ctx.locale]?.intl ?? 'en');
  return config.markets.markets
    .filter((m) => m.versions.includes(facts.page.designVersion) && !hidden.has(m.locale))
    .map((m) => ({
      locale: m.locale,
      label: m.label,
      href: unified.has(m.locale) ? `/${m.locale}/` : m.link,
      flag: m.flag,
      preferredLocale: m.preferredLocale,
    }))
    .sort((a, b) => collator.compare(a.label, b.label));
}
