/**
 * Blocks about the customer: the unread postbox count (spec 7: /threads/unread-count) and the
 * customer's own details, read-only, from the customer service payload.
 */
import type { CustomerField } from '../config.ts';
import type { ResolveContext } from '../../resolve/context.ts';
import { formatIbanForDisplay, isValidIban } from '../../format/iban.ts';
import { customerNames } from '../../resolve/customer-name.ts';
import type { BlockCompile, BlockResolve } from './definition.ts';
import { withId } from './definition.ts';
import { fetchErrorMessage, finiteNumber } from './data-state.ts';

/** The plural form of the count in the page's language (Polish has few and many, for example). */
function pluralKey(ctx: ResolveContext, count: number): string {
  if (count === 0) return 'postbox.unread.zero';
  const intl = ctx.config.locales.byCode[ctx.locale]?.intl ?? 'en';
  const form = new Intl.PluralRules(intl).select(count);
  const key = `postbox.unread.${form}`;
  return ctx.text(key) === key ? 'postbox.unread.other' : key;
}

export const unreadMessagesCompiler: BlockCompile<'unread-messages'> = () => ({ type: 'unread-messages' });

/** With the customer's data (the loading skeleton is data-blocks.ts'). */
export const unreadMessagesResolver: BlockResolve<'unread-messages'> = (block, { ctx }) => {
  const raw = finiteNumber(ctx.data.unreadMessages);
  if (raw === null) {
    return withId({ type: 'unread-messages', status: 'fetch-error', count: null, text: '', message: fetchErrorMessage(ctx) }, block.id);
  }
  const count = Math.max(0, Math.trunc(raw));
  const text = ctx.text(pluralKey(ctx, count), { count: new Intl.NumberFormat(ctx.config.locales.byCode[ctx.locale]?.intl ?? 'en').format(count) });
  return withId({ type: 'unread-messages', status: count === 0 ? 'empty' : 'ready', count, text, message: null }, block.id);
};

function text(value: unknown): string | null {
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : null;
}

function countryName(ctx: ResolveContext, code: string): string {
  try {
    const intl = ctx.config.locales.byCode[ctx.locale]?.intl ?? 'en';
    return new Intl.DisplayNames([intl], { type: 'region' }).of(code.toUpperCase()) ?? code;
  } catch {
    return code;
  }
}

function valueOf(ctx: ResolveContext, field: CustomerField): string | null {
  const customer = ctx.data.customer;
  const person = customer?._embedded?.persons?.[0];
  switch (field) {
    case 'name':
      // The same full name as the avatar menu's (with the person's academic title).
      return customer ? text(customerNames(customer).fullName) : null;
    case 'customerNumber':
      return text(customer?.bacNumber);
    case 'email':
      return text(person?.contactDetails?.email?.email);
    case 'phone':
      return text(person?.contactDetails?.phoneNumber?.phone);
    case 'country': {
      const code = text(customer?.address?.countryCode);
      return code && /^[A-Za-z]{2}$/.test(code) ? countryName(ctx, code) : code;
    }
    case 'referenceAccount': {
      const iban = text(customer?._embedded?.referenceAccounts?.[0]?.iban);
      return iban && isValidIban(iban) ? formatIbanForDisplay(iban) : iban;
    }
  }
}

export const customerDetailsCompiler: BlockCompile<'customer-details'> = (config) => ({ type: 'customer-details', fields: config.fields });

/** With the customer's data (the loading skeleton is data-blocks.ts'). */
export const customerDetailsResolver: BlockResolve<'customer-details'> = (block, { ctx }) => {
  if (!ctx.data.customer) return withId({ type: 'customer-details', status: 'fetch-error', rows: [], message: fetchErrorMessage(ctx) }, block.id);
  const rows = block.fields
    .map((key) => ({ key, label: ctx.text(`details.${key}`), value: valueOf(ctx, key) }))
    .filter((row): row is { key: CustomerField; label: string; value: string } => row.value !== null);
  return withId({ type: 'customer-details', status: rows.length === 0 ? 'empty' : 'ready', rows, message: null }, block.id);
};
