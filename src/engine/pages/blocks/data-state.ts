/**
 * What the data-bound block types' customer resolvers (src/blocks/<type>/resolve-customer.ts)
 * share once the customer's data is there (spec 8): a message when the service is in maintenance
 * or the call failed, an empty state, amounts, an account's kind and currency, a day's date.
 * (Their loading skeleton is data-blocks.ts'.)
 */
import { formatMoney, toAmount } from '../../format/money.ts';
import type { ResolveContext } from '../../resolve/context.ts';
import type { DataMessage, Money } from '../../types/blocks.ts';
import type { TransactionAccountPayload } from '../../types/persona.ts';
import type { AccountKind } from '../../../blocks/accounts/types.ts';

export function fetchErrorMessage(ctx: ResolveContext): DataMessage {
  return { title: ctx.text('data.error.title'), text: ctx.text('data.error.text') };
}

export function maintenanceMessage(ctx: ResolveContext): DataMessage {
  return { title: ctx.text('balance.maintenance.title'), text: ctx.text('balance.maintenance.text') };
}

export function emptyMessage(text: string): DataMessage {
  return { title: text, text: '' };
}

/** An amount in its currency, formatted for the page locale (spec 9: two fraction digits). */
export function money(ctx: ResolveContext, label: string, amount: number, currency: string): Money {
  return { ...toAmount(label, amount, currency), text: formatMoney(amount, { locale: ctx.locale, currency }) };
}

export function finiteNumber(value: unknown): number | null {
  return typeof value === 'number' && Number.isFinite(value) ? value : null;
}

/** A state word as the customer reads it: the engine string for it, else the word itself. */
export function labelOf(ctx: ResolveContext, prefix: string, value: string): string {
  const key = `${prefix}.${value}`;
  const text = ctx.text(key);
  return text === key ? value : text;
}

const DEPOSIT_KINDS: ReadonlySet<string> = new Set(['TERM', 'FLEX', 'OVERNIGHT', 'NOTICE']);

/** An account's deposit type; an account without one (or an unknown one) is the transaction account. */
export function accountKindOf(account: TransactionAccountPayload): AccountKind {
  const type = typeof account.depositType === 'string' ? account.depositType.toUpperCase() : '';
  return DEPOSIT_KINDS.has(type) ? (type as AccountKind) : 'TRANSACTION';
}

/** Spec 3: currencyCode, default EUR (the locale's currency when the account names none). */
export function accountCurrency(ctx: ResolveContext, account: TransactionAccountPayload | null | undefined): string {
  const code = account?.currencyCode;
  return typeof code === 'string' && /^[A-Z]{3}$/.test(code) ? code : (ctx.config.locales.byCode[ctx.locale]?.currency ?? 'EUR');
}

/** A booking day (ISO date, no time) in the page locale; the day as written, whatever the zone. */
export function formatBookingDate(ctx: ResolveContext, isoDate: string): string | null {
  const time = /^\d{4}-\d{2}-\d{2}$/.test(isoDate) ? Date.parse(`${isoDate}T00:00:00Z`) : NaN;
  if (!Number.isFinite(time)) return null;
  const intl = ctx.config.locales.byCode[ctx.locale]?.intl ?? 'en';
  return new Intl.DateTimeFormat(intl, { dateStyle: 'medium', timeZone: 'UTC' }).format(time);
}
