/**
 * The transaction account's bookings: a table of date, description, amount
 * and the balance after each, newest first, one page at a time, with links to the pages around
 * (the page's own address with `?page=`, which the app's call reads too). Amounts are in the
 * transaction account's currency for the page locale, with their sign (not colour alone). The
 * portal hands one answered page (`transactionsPage` set); a persona file's whole history is
 * paged here as the local stack pages it (bookings/paging.ts). A failed call is the fetch-error
 * state with a retry; no bookings the empty state.
 */
import type { TransactionPayload } from '../../engine/types/persona.ts';
import type { TableColumn, TableRow } from '../../engine/types/blocks.ts';
import type { PageLink, Paging, TransactionsBlock } from './types.ts';
import type { ResolveContext } from '../../engine/resolve/context.ts';
import { chooseAccount } from '../../engine/facts/accounts.ts';
import { BOOKINGS_PAGE_SIZE, bookingsWithBalance, clampedPageIndex, pageIndexOf, pageOf, type BookingsPageInfo } from '../../engine/bookings/paging.ts';
import type { BlockResolve } from '../../engine/pages/blocks/definition.ts';
import { withId } from '../../engine/pages/blocks/definition.ts';
import { accountCurrency, finiteNumber, formatBookingDate, money } from '../../engine/pages/blocks/data-state.ts';

const COLUMNS = ['date', 'description', 'amount', 'balance'] as const;

function textOf(value: unknown): string | null {
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : null;
}

function rowOf(ctx: ResolveContext, booking: TransactionPayload, currency: string, columns: TableColumn[]): TableRow | null {
  const id = textOf(booking.id);
  const date = typeof booking.bookingDate === 'string' ? formatBookingDate(ctx, booking.bookingDate) : null;
  const amount = finiteNumber(booking.amount);
  if (!id || !date || amount === null) return null;
  const description = textOf(booking.description) ?? '';
  const counterparty = textOf(booking.counterparty);
  const balance = finiteNumber(booking.balance);
  return {
    id,
    cells: [
      { text: date },
      { text: counterparty ? `${description} · ${counterparty}` : description },
      { text: '', amount: money(ctx, columns[2]?.label ?? '', amount, currency) },
      balance === null ? { text: ctx.text('accounts.unavailable') } : { text: '', amount: money(ctx, columns[3]?.label ?? '', balance, currency) },
    ],
  };
}

/** The same page with `?page=` (counted from 1) for page `index`; the address's other parameters stay. */
function pageHref(ctx: ResolveContext, index: number): string {
  const path = (ctx.data.context.page ?? `/${ctx.locale}/`).split(/[?#]/)[0] ?? '';
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(ctx.data.context.query ?? {})) if (key !== 'page' && value !== undefined) query.set(key, value);
  if (index > 0) query.set('page', String(index + 1));
  const search = query.toString();
  return search ? `${path}?${search}` : path;
}

function pagingOf(ctx: ResolveContext, info: BookingsPageInfo): Paging | null {
  if (info.totalPages <= 1) return null;
  const link = (index: number, key: string): PageLink | null =>
    index >= 0 && index < info.totalPages ? { href: pageHref(ctx, index), text: ctx.text(key) } : null;
  return {
    label: ctx.text('account.bookings.paging.label'),
    status: ctx.text('account.bookings.paging.status', { page: String(info.number + 1), pages: String(info.totalPages) }),
    previous: link(info.number - 1, 'account.bookings.paging.previous'),
    next: link(info.number + 1, 'account.bookings.paging.next'),
  };
}

/** The page of a whole history (a persona file's) the address asks for; past the last one, the last. */
function wholeHistoryPage(bookings: TransactionPayload[], current: number | null | undefined, asked: string | undefined) {
  const all = bookingsWithBalance(bookings, current);
  return pageOf(all, clampedPageIndex(pageIndexOf(asked), Math.ceil(all.length / BOOKINGS_PAGE_SIZE)), BOOKINGS_PAGE_SIZE);
}

/** With the customer's data (the loading skeleton is engine/pages/blocks/data-blocks.ts'). */
export const resolve: BlockResolve<'transactions'> = (block, { ctx }) => {
  const columns: TableColumn[] = COLUMNS.map((key) => ({
    key,
    label: ctx.text(`account.bookings.column.${key}`),
    numeric: key === 'amount' || key === 'balance',
  }));
  const base = {
    type: 'transactions' as const,
    caption: ctx.text('account.bookings.caption'),
    columns,
    total: null,
    placeholderRows: 0,
    retry: ctx.text('account.bookings.retry'),
  };
  const list = ctx.data.transactions;
  if ((ctx.data.transactionsStatus ?? 200) >= 400 || (list !== undefined && !Array.isArray(list))) {
    const message = { title: ctx.text('account.bookings.error.title'), text: ctx.text('account.bookings.error.text') };
    return withId<TransactionsBlock>({ ...base, status: 'fetch-error', rows: [], message, paging: null }, block.id);
  }
  const account = chooseAccount(ctx.data.accounts);
  const currency = accountCurrency(ctx, account);
  const bookings = (list ?? []).filter((raw): raw is TransactionPayload => raw !== null && typeof raw === 'object');
  const given = ctx.data.transactionsPage;
  const answered = given ? { data: bookings, page: given } : wholeHistoryPage(bookings, account?.balance?.current, ctx.data.context.query?.page);
  const rows = answered.data.map((booking) => rowOf(ctx, booking, currency, columns)).filter((row): row is TableRow => row !== null);
  if (rows.length === 0) {
    const message = { title: ctx.text('account.bookings.empty.title'), text: ctx.text('account.bookings.empty.text') };
    // A page past the last one (the service's answer changed under the customer) is not "no
    // bookings": it links back to the last page. Both sources clamp, so this is rare.
    const paging = answered.page.totalElements > 0 ? pagingOf(ctx, { ...answered.page, number: answered.page.totalPages }) : null;
    return withId<TransactionsBlock>({ ...base, status: 'empty', rows, message, paging }, block.id);
  }
  return withId<TransactionsBlock>({ ...base, status: 'ready', rows, message: null, paging: pagingOf(ctx, answered.page) }, block.id);
};
