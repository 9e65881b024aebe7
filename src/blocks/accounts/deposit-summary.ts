/**
 * What a deposit opened through the portal says about itself: its bank,
 * rate, start and maturity date, formatted in the page's locale, shown with the account's
 * identifier on the dashboard and the deposit pages. Engine strings `account.deposit.*`, so a
 * visitor's first load carries none of it.
 */
import type { TransactionAccountPayload } from '../../engine/types/persona.ts';
import type { ResolveContext } from '../../engine/resolve/context.ts';
import { numberLocaleOf } from '../../engine/format/money.ts';

const DAY = /^\d{4}-\d{2}-\d{2}$/;

function dayText(ctx: ResolveContext, day: string): string {
  // A date without a time: formatted in UTC, so no time zone moves it to the day before.
  return new Intl.DateTimeFormat(numberLocaleOf(ctx.locale), { dateStyle: 'medium', timeZone: 'UTC' }).format(Date.parse(`${day}T00:00:00Z`));
}

/** Null for an account that carries no deposit details (the transaction account, a persona's own deposits). */
export function depositSummary(ctx: ResolveContext, account: TransactionAccountPayload): string | null {
  const { bankName, interestRate, startDate, maturityDate } = account;
  if (
    typeof bankName !== 'string' ||
    typeof interestRate !== 'number' ||
    !Number.isFinite(interestRate) ||
    typeof startDate !== 'string' ||
    !DAY.test(startDate)
  )
    return null;
  const rate = new Intl.NumberFormat(numberLocaleOf(ctx.locale), { style: 'percent', minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(
    interestRate / 100,
  );
  const values = { bank: bankName, rate, start: dayText(ctx, startDate) };
  if (typeof maturityDate === 'string' && DAY.test(maturityDate)) return ctx.text('account.deposit.term', { ...values, maturity: dayText(ctx, maturityDate) });
  return ctx.text('account.deposit.open', values);
}
