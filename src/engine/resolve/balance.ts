import { chooseAccount } from '../facts/accounts.ts';
import { toAmount } from '../format/money.ts';
import { holds } from '../rules/evaluate.ts';
import type { Balance } from '../types/view-model.ts';
import type { ResolveContext } from './context.ts';

/**
 * The balance bar (spec 2.4, 8): shown when headers.yaml's balance rule holds; a pending
 * activation shows zero with available equal to current; maintenance and fetch errors keep
 * the bar but flag the balance unavailable with their tooltip.
 */
export function resolveBalance(ctx: ResolveContext): Balance | null {
  const { facts, config } = ctx;
  if (!holds(config.headers.balance, facts)) return null;
  const account = chooseAccount(ctx.data.accounts);
  const currency = account?.currencyCode || config.locales.byCode[ctx.locale]?.currency || 'EUR';
  const pending = facts.customer.isPendingActivation;
  const current = pending ? 0 : finite(account?.balance?.current);
  const available = pending ? current : finite(account?.balance?.available);
  let unavailable: Balance['unavailable'] = null;
  if (facts.account.maintenance) {
    unavailable = { title: ctx.text('balance.maintenance.title'), text: ctx.text('balance.maintenance.text'), reason: 'maintenance' };
  } else if (facts.account.balanceError || (!pending && !facts.account.balanceAvailable)) {
    unavailable = { title: ctx.text('balance.error.title'), text: ctx.text('balance.error.text'), reason: 'fetch-error' };
  }
  return {
    total: toAmount(ctx.text('balance.total'), current, currency),
    available: toAmount(ctx.text('balance.available'), available, currency),
    unavailable,
  };
}

function finite(value: unknown): number {
  return typeof value === 'number' && Number.isFinite(value) ? value : 0;
}
