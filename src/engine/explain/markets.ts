import type { CompiledConfig } from '../config/compiled.ts';
import type { Facts } from '../facts/types.ts';
import type { Explanation, ExplainStep } from './explain.ts';
import { factStep } from './steps.ts';

/** Why a market is in the country picker (spec 2.7): listed for this design version, not hidden by a flag. */
export function explainMarket(config: CompiledConfig, facts: Facts, locale: string): Explanation {
  const subject = `market ${locale}`;
  const market = config.markets.markets.find((m) => m.locale === locale);
  if (!market) return { subject, shown: false, outcome: 'not in config/markets/markets.yaml', steps: [] };
  const version = facts.page.designVersion;
  const steps: ExplainStep[] = [
    factStep(`config/markets/markets.yaml lists it for design ${market.versions.join(' and ')}; the page uses ${version}`, market.versions.includes(version)),
    factStep(
      `flags.newMarketLocales = ${JSON.stringify(facts.flags.newMarketLocales)} ${facts.flags.newMarketLocales.includes(locale) ? 'hides' : 'does not hide'} it`,
      !facts.flags.newMarketLocales.includes(locale),
    ),
  ];
  const shown = steps.every((s) => s.passes);
  return { subject, shown, outcome: shown ? `shown as "${market.label}"` : 'not shown', steps };
}
