/**
 * What the data-bound blocks share once the customer's data is there (spec 8): a message when
 * the service is in maintenance or the call failed, an empty state, amounts. (Their loading
 * skeleton is data-blocks.ts'.)
 */
import { formatMoney, toAmount } from '../../format/money.ts';
import type { ResolveContext } from '../../resolve/context.ts';
import type { DataMessage, Money } from '../../types/blocks.ts';


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
