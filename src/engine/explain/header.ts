import type { CompiledConfig } from '../config/compiled.ts';
import type { Facts } from '../facts/types.ts';
import { headerTypeOf, variantOf, withHeaderType } from '../resolve/header-variant.ts';
import type { Explanation, ExplainStep } from './explain.ts';
import { ruleStep } from './steps.ts';
import { tracePrepared } from './trace.ts';

/**
 * Why the header has its type and variant (spec 2.4): both lists in config/headers/headers.yaml
 * are tried in order and the first rule that holds wins, so every rule tried is a step.
 */
export function explainHeader(config: CompiledConfig, rawFacts: Facts): Explanation {
  const steps: ExplainStep[] = [];
  let type: string | undefined;
  for (const entry of config.headers.types) {
    const step = ruleStep(config, rawFacts, `header type "${entry.type}"`, entry.rule);
    steps.push(step);
    if (step.passes) {
      type = entry.type;
      break;
    }
  }
  type ??= 'public';
  const facts = withHeaderType(rawFacts, headerTypeOf(config, rawFacts));
  let variant = config.headers.variants[config.headers.variants.length - 1]!;
  for (const entry of config.headers.variants) {
    const step = ruleStep(config, facts, `variant "${entry.variant}" (${entry.description})`, entry.rule);
    steps.push({ ...step, source: entry.source ?? step.source });
    if (step.passes) {
      variant = entry;
      break;
    }
  }
  const shows = [
    `navigation ${variant.nav}`,
    `actions ${Array.isArray(variant.actions) ? variant.actions.join(', ') : variant.actions}`,
    variant.account ? 'the account menu and balance bar' : 'no account menu',
  ];
  return {
    subject: 'header',
    shown: true,
    outcome: `type ${type}, variant ${variant.variant}: ${shows.join('; ')}`,
    steps,
  };
}

/** Why a logo is shown: the header must not be integrated, the variant must list it (or list none), and its rule must hold. */
export function explainLogo(config: CompiledConfig, rawFacts: Facts, id: string): Explanation {
  const facts = withHeaderType(rawFacts, headerTypeOf(config, rawFacts));
  const variant = variantOf(config, facts);
  const logo = config.headers.logos.find((l) => l.id === id);
  if (!logo) return { subject: `logo "${id}"`, shown: false, outcome: 'no logo with this id in config/headers/headers.yaml', steps: [] };
  const steps: ExplainStep[] = [
    {
      says: `header type ${facts.page.headerType}${facts.page.headerType === 'integrated' ? ' shows no logos' : ''}`,
      passes: facts.page.headerType !== 'integrated',
    },
    {
      says: `variant "${variant.variant}" shows ${variant.logos ? `logos ${variant.logos.join(', ')}` : 'every logo whose rule holds'}`,
      passes: !variant.logos || variant.logos.includes(id),
      source: variant.source,
      trace: tracePrepared(variant.rule, facts, config),
    },
    ruleStep(config, facts, `logo "${id}"`, logo.rule),
  ];
  const shown = steps.every((s) => s.passes);
  return { subject: `logo "${id}"`, shown, outcome: shown ? 'shown' : 'not shown', steps };
}
