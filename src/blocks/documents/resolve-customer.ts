/**
 * The customer's documents: the list of GET /documents, newest first, each
 * with its title, its date in the page locale, its kind in the page's language and an unread
 * marker when the service says the customer has not opened it. A failed call (`documentsStatus`)
 * is the fetch-error state the page offers to retry; no documents is the empty state. Downloading
 * a file is the app's (the view asks it); nothing here decides how.
 */
import type { DocumentPayload } from '../../engine/types/persona.ts';
import type { DocumentRow, DocumentsBlock, DocumentsTexts } from './types.ts';
import type { ResolveContext } from '../../engine/resolve/context.ts';
import type { BlockResolve } from '../../engine/pages/blocks/definition.ts';
import { withId } from '../../engine/pages/blocks/definition.ts';
import { formatBookingDate } from '../../engine/pages/blocks/data-state.ts';

const KINDS: ReadonlySet<string> = new Set<DocumentPayload['kind']>(['statement', 'contract', 'tax', 'other']);

function textOf(value: unknown): string | null {
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : null;
}

/** A document the customer can be shown: an id, a title and a valid date; otherwise it is left out. */
function rowOf(ctx: ResolveContext, raw: Partial<DocumentPayload>): DocumentRow | null {
  const id = textOf(raw.id);
  const title = textOf(raw.title);
  const isoDate = typeof raw.date === 'string' ? raw.date.slice(0, 10) : '';
  // A document's date is a day: formatted as written, whatever the time zone.
  const date = formatBookingDate(ctx, isoDate);
  if (!id || !title || !date) return null;
  // A kind the portal does not know yet is "other", not a hole in the table.
  const kind = typeof raw.kind === 'string' && KINDS.has(raw.kind) ? raw.kind : 'other';
  return { id, title, isoDate, date, kind: ctx.text(`account.documents.kind.${kind}`), unread: raw.read === false };
}

/** Newest first; the same day by id, so the order never depends on the service's. */
function newestFirst(a: DocumentRow, b: DocumentRow): number {
  return a.isoDate < b.isoDate ? 1 : a.isoDate > b.isoDate ? -1 : a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
}

function textsOf(ctx: ResolveContext): DocumentsTexts {
  const text = (key: string) => ctx.text(`account.documents.${key}`);
  return {
    caption: text('caption'),
    columns: { title: text('column.title'), date: text('column.date'), kind: text('column.kind'), file: text('column.file') },
    unread: text('unread'),
    download: text('download'),
    downloading: text('downloading'),
    downloadFailed: text('error.download'),
    retry: text('retry'),
  };
}

/** With the customer's data (the loading skeleton is engine/pages/blocks/data-blocks.ts'). */
export const resolve: BlockResolve<'documents'> = (block, { ctx }) => {
  // The page did not wait for the list (its own call): the skeleton until it is there.
  if (ctx.data.loadingBlocks?.includes('documents')) return withId<DocumentsBlock>({ type: 'documents', status: 'loading', rows: [], message: null }, block.id);
  const texts = textsOf(ctx);
  const list: unknown = ctx.data.documents;
  if ((ctx.data.documentsStatus ?? 200) >= 400 || (list !== undefined && !Array.isArray(list))) {
    const message = { title: ctx.text('account.documents.error.title'), text: ctx.text('account.documents.error.text') };
    return withId<DocumentsBlock>({ type: 'documents', status: 'fetch-error', rows: [], message, texts }, block.id);
  }
  const rows = ((list as unknown[] | undefined) ?? [])
    .filter((raw): raw is Partial<DocumentPayload> => raw !== null && typeof raw === 'object')
    .map((raw) => rowOf(ctx, raw))
    .filter((row): row is DocumentRow => row !== null)
    .sort(newestFirst);
  if (rows.length === 0) {
    const message = { title: ctx.text('account.documents.empty.title'), text: ctx.text('account.documents.empty.text') };
    return withId<DocumentsBlock>({ type: 'documents', status: 'empty', rows, message, texts }, block.id);
  }
  return withId<DocumentsBlock>({ type: 'documents', status: 'ready', rows, message: null, texts }, block.id);
};
