import type { CompiledConfig } from '../config/compiled.ts';
import type { Facts } from '../facts/types.ts';
import { headerTypeOf, variantOf, withHeaderType } from '../resolve/header-variant.ts';
import type { Explanation, ExplainStep } from './explain.ts';
import { factStep, ruleStep } from './steps.ts';

/**
 * Why the balance bar shows, and why it says the balance is unavailable (spec 2.4, 8): the
 * variant must show the account menu, the balance rule must hold; maintenance and fetch
 * errors keep the bar but mark the balance unavailable.
 */
export function explainBalance(config: CompiledConfig, rawFacts: Facts): Explanation {
  const facts = withHeaderType(rawFacts, headerTypeOf(config, rawFacts));
  const variant = variantOf(config, facts);
  const type = facts.page.headerType;
  const steps: ExplainStep[] = [
    {
      says: `header type ${type}, variant "${variant.variant}" ${variant.account ? 'shows' : 'does not show'} the account menu and balance bar`,
      passes: type !== 'integrated' && variant.account === true,
      source: variant.source,
    },
    ruleStep(config, facts, 'the balance bar', config.headers.balance),
  ];
  const shown = steps.every((s) => s.passes);
  if (!shown) return { subject: 'balance', shown, outcome: 'no balance bar', steps };
  const pending = facts.customer.isPendingActivation;
  const maintenance = facts.account.maintenance;
  const fetchError = !maintenance && (facts.account.balanceError || (!pending && !facts.account.balanceAvailable));
  steps.push(factStep(`account.maintenance = ${maintenance} (a 503 or 206 answer, or the account is in maintenance)`, !maintenance));
  if (!maintenance) {
    steps.push(
      factStep(
        `account.balanceError = ${facts.account.balanceError}, account.balanceAvailable = ${facts.account.balanceAvailable}, customer.isPendingActivation = ${pending}`,
        !fetchError,
      ),
    );
  }
  const outcome = maintenance
    ? 'balance bar shown, balance unavailable (maintenance)'
    : fetchError
      ? 'balance bar shown, balance unavailable (fetch-error)'
      : `balance bar shown${pending ? ' (zero: activation pending)' : ''}`;
  return { subject: 'balance', shown, outcome, steps };
}
