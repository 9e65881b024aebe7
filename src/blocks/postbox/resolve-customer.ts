/**
 * The customer's postbox: the messages of GET /threads, newest first, with
 * their date in the page locale and the market's time zone, unread ones marked, each body split
 * into paragraphs. A failed call (`messagesStatus`) is the fetch-error state the page offers to
 * retry; no messages is the empty state. The renderer opens a message and asks the app to mark
 * it read; it decides nothing of this.
 */
import type { PostboxMessagePayload } from '../../engine/types/persona.ts';
import type { PostboxMessage, PostboxTexts } from './types.ts';
import type { ResolveContext } from '../../engine/resolve/context.ts';
import type { BlockResolve } from '../../engine/pages/blocks/definition.ts';
import { withId } from '../../engine/pages/blocks/definition.ts';

function textOf(value: unknown): string | null {
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : null;
}

/** The date of an ISO instant in the page locale, in the market's time zone (UTC when it has none or Intl does not know it). */
export function formatMessageDate(ctx: ResolveContext, iso: string): string {
  const entry = ctx.config.locales.byCode[ctx.locale];
  const options: Intl.DateTimeFormatOptions = { dateStyle: 'medium' };
  try {
    return new Intl.DateTimeFormat(entry?.intl ?? 'en', { ...options, timeZone: entry?.timeZone ?? 'UTC' }).format(Date.parse(iso));
  } catch {
    return new Intl.DateTimeFormat(entry?.intl ?? 'en', { ...options, timeZone: 'UTC' }).format(Date.parse(iso));
  }
}

/** Blank lines separate paragraphs; single line breaks stay inside one (the view keeps them). */
export function paragraphsOf(body: string): string[] {
  return body
    .replace(/\r\n?/g, '\n')
    .split(/\n[ \t]*\n/)
    .map((paragraph) => paragraph.trim())
    .filter((paragraph) => paragraph !== '');
}

/** A message the customer can be shown: id, subject and a valid date; otherwise it is left out. */
function messageOf(ctx: ResolveContext, raw: PostboxMessagePayload): (PostboxMessage & { time: number }) | null {
  const id = textOf(raw.id);
  const subject = textOf(raw.subject);
  const time = typeof raw.sentAt === 'string' ? Date.parse(raw.sentAt) : NaN;
  if (!id || !subject || !Number.isFinite(time)) return null;
  return {
    id,
    sender: textOf(raw.sender) ?? '',
    subject,
    sentAt: new Date(time).toISOString(),
    date: formatMessageDate(ctx, raw.sentAt),
    unread: raw.read !== true,
    paragraphs: typeof raw.body === 'string' ? paragraphsOf(raw.body) : [],
    time,
  };
}

/** Newest first; the same instant by id, so the order never depends on the service's. */
export function newestFirst(a: { time: number; id: string }, b: { time: number; id: string }): number {
  return b.time - a.time || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
}

function textsOf(ctx: ResolveContext): PostboxTexts {
  return {
    label: ctx.text('postbox.list.label'),
    unread: ctx.text('postbox.message.unread'),
    retry: ctx.text('postbox.retry'),
    readFailed: ctx.text('postbox.error.read'),
  };
}

/** With the customer's data (the loading skeleton is engine/pages/blocks/data-blocks.ts'). */
export const resolve: BlockResolve<'postbox'> = (block, { ctx }) => {
  const texts = textsOf(ctx);
  const failed = (ctx.data.messagesStatus ?? 200) >= 400;
  const list = ctx.data.messages;
  if (failed || (list !== undefined && !Array.isArray(list))) {
    const message = { title: ctx.text('postbox.error.title'), text: ctx.text('postbox.error.text') };
    return withId({ type: 'postbox', status: 'fetch-error', rows: [], message, texts }, block.id);
  }
  const rows = (list ?? [])
    .filter((raw): raw is PostboxMessagePayload => raw !== null && typeof raw === 'object')
    .map((raw) => messageOf(ctx, raw))
    .filter((message): message is PostboxMessage & { time: number } => message !== null)
    .sort(newestFirst)
    .map(({ time: _time, ...message }) => message);
  if (rows.length === 0) {
    const message = { title: ctx.text('postbox.empty.title'), text: ctx.text('postbox.empty.text') };
    return withId({ type: 'postbox', status: 'empty', rows, message, texts }, block.id);
  }
  return withId({ type: 'postbox', status: 'ready', rows, message: null, texts }, block.id);
};
