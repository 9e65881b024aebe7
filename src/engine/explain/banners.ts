import type { CompiledConfig } from '../config/compiled.ts';
import type { Facts } from '../facts/types.ts';
import type { Explanation, ExplainStep } from './explain.ts';
import { factStep, ruleStep, typedFacts } from './steps.ts';

/** Why the distribution-channel locale switch applies or not (spec 4, config/rules/redirects.yaml). */
export function explainLocaleSwitch(config: CompiledConfig, rawFacts: Facts): Explanation {
  const facts = typedFacts(config, rawFacts);
  const target = facts.customer.marketLocale;
  const steps: ExplainStep[] = [
    factStep(`customer.marketLocale = ${JSON.stringify(target)}`, target !== null),
    ruleStep(config, facts, 'the locale switch', config.redirects.localeSwitch),
  ];
  const shown = steps.every((s) => s.passes);
  return { subject: 'locale switch', shown, outcome: shown ? `switch to ${target}` : 'no locale switch', steps };
}

/** Why the country banner shows (spec 2.7): its reasons are tried in order, the first that holds is reported. */
export function explainCountryBanner(config: CompiledConfig, rawFacts: Facts): Explanation {
  const facts = typedFacts(config, rawFacts);
  const steps: ExplainStep[] = [];
  for (const banner of config.headers.countryBanner) {
    const step = ruleStep(config, facts, `reason "${banner.reason}"`, banner.rule);
    steps.push(step);
    if (step.passes) return { subject: 'country banner', shown: true, outcome: `shown (reason ${banner.reason})`, steps };
  }
  return { subject: 'country banner', shown: false, outcome: 'not shown: no reason holds', steps };
}
