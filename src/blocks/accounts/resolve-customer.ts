/**
 * The customer's accounts as a table (issue: dashboard and deposit pages). Which accounts and
 * which columns come from config; the identifiers follow spec 5 (IBAN in groups of four, UK
 * account number and sort code), amounts are formatted for the page locale in the account's
 * currency, and the total adds the current balances per currency.
 */
import type { TransactionAccountPayload } from '../../engine/types/persona.ts';
import type { Money, TableCell, TableColumn, TableRow } from '../../engine/types/blocks.ts';
import type { ResolveContext } from '../../engine/resolve/context.ts';
import { accountIdsOf } from '../../engine/format/uk-account.ts';
import { depositSummary } from './deposit-summary.ts';
import type { BlockResolve, CompiledOf } from '../../engine/pages/blocks/definition.ts';
import { withId } from '../../engine/pages/blocks/definition.ts';
import type { AccountColumn } from './types.ts';
import {
  accountCurrency,
  accountKindOf,
  emptyMessage,
  fetchErrorMessage,
  finiteNumber,
  labelOf,
  maintenanceMessage,
  money,
} from '../../engine/pages/blocks/data-state.ts';

const AMOUNT_COLUMNS: ReadonlySet<AccountColumn> = new Set(['current', 'available', 'reserved']);

function cellOf(ctx: ResolveContext, column: AccountColumn, label: string, account: TransactionAccountPayload): TableCell {
  switch (column) {
    case 'type':
      return { text: labelOf(ctx, 'depositType', accountKindOf(account)) };
    case 'state':
      return { text: typeof account.state === 'string' ? labelOf(ctx, 'accountState', account.state) : '' };
    case 'identifier': {
      const ids = accountIdsOf(account, { iban: ctx.text('account.iban'), accountNumber: ctx.text('account.number'), sortCode: ctx.text('account.sortCode') });
      const summary = depositSummary(ctx, account);
      return { text: [...ids.map((id) => (ids.length > 1 ? `${id.label} ${id.id}` : id.id)), ...(summary ? [summary] : [])].join(' · ') };
    }
    default: {
      const value = finiteNumber(account.balance?.[column]);
      if (value === null) return { text: ctx.text('accounts.unavailable') };
      return { text: '', amount: money(ctx, label, value, accountCurrency(ctx, account)) };
    }
  }
}

function totalOf(ctx: ResolveContext, accounts: readonly TransactionAccountPayload[]) {
  const sums = new Map<string, number>();
  let missing = false;
  for (const account of accounts) {
    const current = finiteNumber(account.balance?.current);
    if (current === null) {
      missing = true;
      continue;
    }
    const currency = accountCurrency(ctx, account);
    sums.set(currency, (sums.get(currency) ?? 0) + current);
  }
  if (sums.size === 0) return null;
  const label = ctx.text('accounts.total');
  // Cents are added as integers, so 0.1 + 0.2 shows 0.30 and not 0.30000000000000004 rounded.
  const amounts: Money[] = [...sums].map(([currency, sum]) => money(ctx, label, Math.round(sum * 100) / 100, currency));
  return { label, amounts, note: missing ? ctx.text('accounts.totalPartial') : null };
}

function columnsOf(ctx: ResolveContext, block: CompiledOf<'accounts'>): TableColumn[] {
  return block.columns.map((key) => ({ key, label: ctx.text(`accounts.column.${key}`), numeric: AMOUNT_COLUMNS.has(key) }));
}

/** With the customer's data (the loading skeleton is engine/pages/blocks/data-blocks.ts'). */
export const resolve: BlockResolve<'accounts'> = (block, { ctx }) => {
  const columns = columnsOf(ctx, block);
  const base = { type: 'accounts' as const, caption: block.caption, columns, total: null, placeholderRows: 0 };
  const { facts, data } = ctx;
  const listed = (data.accounts ?? []).filter((a) => a && typeof a === 'object');
  const wanted = block.depositTypes ? new Set<string>(block.depositTypes) : null;
  const shown = wanted ? listed.filter((a) => wanted.has(accountKindOf(a))) : listed;
  const rows: TableRow[] = shown.map((account, i) => ({
    id: typeof account.id === 'string' && account.id !== '' ? account.id : `account-${i + 1}`,
    cells: columns.map((column) => cellOf(ctx, column.key as AccountColumn, column.label, account)),
  }));
  const total = block.total ? totalOf(ctx, shown) : null;
  if (facts.account.maintenance) {
    return withId({ ...base, status: 'maintenance', message: maintenanceMessage(ctx), rows, total }, block.id);
  }
  // No list at all (the accounts call failed), or balances that could not be fetched (spec 8).
  const listFailed = data.accounts === undefined || (data.accountsStatus ?? 200) >= 400;
  if (listFailed && rows.length === 0) return withId({ ...base, status: 'fetch-error', message: fetchErrorMessage(ctx), rows }, block.id);
  if (facts.account.balanceError) {
    const message = { title: ctx.text('balance.error.title'), text: ctx.text('balance.error.text') };
    return withId({ ...base, status: 'fetch-error', message, rows, total }, block.id);
  }
  if (rows.length === 0) return withId({ ...base, status: 'empty', message: emptyMessage(block.empty), rows }, block.id);
  return withId({ ...base, status: 'ready', message: null, rows, total }, block.id);
};
