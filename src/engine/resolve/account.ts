import { chooseAccount } from '../facts/accounts.ts';
import { accountIdsOf } from '../format/uk-account.ts';
import { initialsOf } from '../format/initials.ts';
import { holds } from '../rules/evaluate.ts';
import type { AccountMenu, Item } from '../types/view-model.ts';
import type { ResolveContext } from './context.ts';
import { resolveItems } from './items.ts';
import { customerNames } from './customer-name.ts';
import { menuFor } from './menu.ts';
import { TRACING } from './tracing.ts';

function joinName(...parts: (string | undefined)[]): string {
  return parts
    .filter((p) => typeof p === 'string' && p.trim() !== '')
    .join(' ')
    .trim();
}

/** The avatar menu of the private header (spec 2.4). */
export function resolveAccountMenu(ctx: ResolveContext): AccountMenu | null {
  const customer = ctx.data.customer;
  if (!customer) return null;
  const { facts, config } = ctx;
  // Title, name-like pattern and the company case: customer-name.ts.
  const { displayName, fullName } = customerNames(customer);

  const all = menuFor(config, ctx.locale).account;
  const reduced = holds(config.headers.reducedAccountMenu.rule, facts);
  // The reduced menu keeps top-level entries by id (and logout): chosen before resolving, so the
  // record (record.ts) says which ones it dropped.
  const keep = new Set(config.headers.reducedAccountMenu.items);
  const entries = reduced
    ? all.filter((item) => {
        const kept = keep.has(item.id) || item.callback === 'logout';
        if (!kept && TRACING) ctx.note?.(item, 'reduced-menu');
        return kept;
      })
    : all;
  const menu: Item[] = resolveItems(entries, ctx);

  const account = chooseAccount(ctx.data.accounts);
  const accountIds = accountIdsOf(account, {
    iban: ctx.text('account.iban'),
    accountNumber: ctx.text('account.number'),
    sortCode: ctx.text('account.sortCode'),
  });
  const switchable = holds(config.headers.switchableAccounts, facts);
  const result: AccountMenu = {
    displayName,
    fullName,
    initials: initialsOf(fullName || displayName),
    accountIds,
    menu,
    switchableAccounts: switchable,
    reduced,
  };
  if (switchable) {
    result.switchableAccountList = (ctx.data.switchableAccounts ?? [])
      .filter((a) => typeof a.customer_id === 'string' && a.customer_id !== facts.customer.bacNumber)
      .map((a) => ({ customerId: a.customer_id as string, name: joinName(a.first_name, a.last_name) }));
  }
  return result;
}
