import type { CompiledConfig } from '../config/compiled.ts';
import type { Facts } from '../facts/types.ts';
import type { Explanation } from './explain.ts';
import { ruleStep, typedFacts } from './steps.ts';

/** Why the account menu offers switching accounts (spec 2.4, config/headers/headers.yaml). */
export function explainSwitchableAccounts(config: CompiledConfig, rawFacts: Facts): Explanation {
  const facts = typedFacts(config, rawFacts);
  const step = ruleStep(config, facts, 'switchable accounts', config.headers.switchableAccounts);
  return { subject: 'switchable accounts', shown: step.passes, outcome: step.passes ? 'offered' : 'not offered', steps: [step] };
}

/** Why the unread-message dot shows on items with badge: true (spec 2.4). */
export function explainUnreadBadge(config: CompiledConfig, rawFacts: Facts): Explanation {
  const facts = typedFacts(config, rawFacts);
  const step = ruleStep(config, facts, 'the unread-message dot', config.headers.unreadBadge);
  return { subject: 'unread-message dot', shown: step.passes, outcome: step.passes ? 'shown on items with badge: true' : 'not shown', steps: [step] };
}

/** Why the smart app banner shows (spec 6, config/headers/headers.yaml smartBanner; phone widths are the stylesheet's). */
export function explainSmartBanner(config: CompiledConfig, rawFacts: Facts): Explanation {
  const facts = typedFacts(config, rawFacts);
  const rule = config.headers.smartBanner;
  if (!rule) return { subject: 'smart banner', shown: false, outcome: 'not shown: headers.yaml has no smartBanner rule', steps: [] };
  const step = ruleStep(config, facts, 'the smart banner', rule);
  return { subject: 'smart banner', shown: step.passes, outcome: step.passes ? "shown (when the locale's footer names an app)" : 'not shown', steps: [step] };
}
