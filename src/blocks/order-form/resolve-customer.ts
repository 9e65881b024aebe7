/**
 * The order form (opening a deposit, a withdrawal): its kind from config; with the
 * customer's data, the transaction account it pays from (the one the portal chooses, spec 4),
 * its available balance and currency, the reference account, and the texts in the page's
 * language with their placeholders kept for the form to fill. Whether the customer may use it at
 * all is the page's rule (config/rules/named.yaml, may-place-orders), not this resolver's.
 */
import type { OrderFormAccount } from './types.ts';
import type { ResolveContext } from '../../engine/resolve/context.ts';
import { chooseAccount } from '../../engine/facts/accounts.ts';
import { formatIbanForDisplay } from '../../engine/format/iban.ts';
import { ORDER_FORM_KEY_PREFIX, ORDER_FORM_TEXT_KEYS } from '../../engine/orders/form-texts.ts';
import { ORDER_LIMIT_ERROR_CODES } from '../../engine/orders/error-codes.ts';
import { orderLimitMessageKey } from '../../engine/orders/messages.ts';
import type { BlockResolve } from '../../engine/pages/blocks/definition.ts';
import { withId } from '../../engine/pages/blocks/definition.ts';
import { accountCurrency, finiteNumber } from '../../engine/pages/blocks/data-state.ts';

/** Every `{{name}}` stays as it is: the form fills it with what the customer typed, formatted. */
const KEEP_PLACEHOLDERS: Record<string, string> = new Proxy({}, { get: (_, name) => `{{${String(name)}}}` });

const template = (ctx: ResolveContext, key: string): string => ctx.text(key, KEEP_PLACEHOLDERS);

function accountOf(ctx: ResolveContext): OrderFormAccount | null {
  const account = chooseAccount(ctx.data.accounts);
  const available = finiteNumber(account?.balance?.available);
  if (!account || typeof account.id !== 'string' || available === null) return null;
  const iban = ctx.data.customer?._embedded?.referenceAccounts?.[0]?.iban;
  // Read by the customer in the confirmation: in groups of four when valid (spec 5).
  const referenceIban = typeof iban === 'string' && iban.trim() !== '' ? formatIbanForDisplay(iban.trim()) : null;
  return { id: account.id, available, currency: accountCurrency(ctx, account), referenceIban };
}

export const resolve: BlockResolve<'order-form'> = (block, { ctx }) => {
  const texts = Object.fromEntries(ORDER_FORM_TEXT_KEYS.map((key) => [key, template(ctx, `${ORDER_FORM_KEY_PREFIX}${key}`)]));
  const limitMessages = Object.fromEntries(ORDER_LIMIT_ERROR_CODES.map((code) => [code, template(ctx, orderLimitMessageKey(code))]));
  // A deposit leaves money on the transaction account, not in a portfolio: its own wording.
  limitMessages.minLeftBalance = texts['limit.minLeftBalance'] ?? limitMessages.minLeftBalance ?? '';
  return withId(
    {
      type: 'order-form',
      status: 'ready',
      rows: [],
      message: null,
      kind: block.kind,
      account: accountOf(ctx),
      texts,
      limitMessages,
      links: { dashboard: ctx.href('/dashboard/'), offers: ctx.href('/products/') },
    },
    block.id,
  );
};
