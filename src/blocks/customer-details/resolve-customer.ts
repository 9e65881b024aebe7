/** The customer's own details, read-only, from the customer service payload. */
import type { ResolveContext } from '../../engine/resolve/context.ts';
import { formatIbanForDisplay, isValidIban } from '../../engine/format/iban.ts';
import { customerNames } from '../../engine/resolve/customer-name.ts';
import type { BlockResolve } from '../../engine/pages/blocks/definition.ts';
import { withId } from '../../engine/pages/blocks/definition.ts';
import { fetchErrorMessage } from '../../engine/pages/blocks/data-state.ts';
import type { CustomerField } from './types.ts';

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

/** With the customer's data (the loading skeleton is engine/pages/blocks/data-blocks.ts'). */
export const resolve: BlockResolve<'customer-details'> = (block, { ctx }) => {
  if (!ctx.data.customer) return withId({ type: 'customer-details', status: 'fetch-error', rows: [], message: fetchErrorMessage(ctx) }, block.id);
  const rows = block.fields
    .map((key) => ({ key, label: ctx.text(`details.${key}`), value: valueOf(ctx, key) }))
    .filter((row): row is { key: CustomerField; label: string; value: string } => row.value !== null);
  return withId({ type: 'customer-details', status: rows.length === 0 ? 'empty' : 'ready', rows, message: null }, block.id);
};
