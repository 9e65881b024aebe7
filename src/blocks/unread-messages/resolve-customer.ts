/** The unread postbox count (spec 7: /threads/unread-count), in the page's language's plural form. */
import type { ResolveContext } from '../../engine/resolve/context.ts';
import type { BlockResolve } from '../../engine/pages/blocks/definition.ts';
import { withId } from '../../engine/pages/blocks/definition.ts';
import { fetchErrorMessage, finiteNumber } from '../../engine/pages/blocks/data-state.ts';

/**
 * The plural rules and number format of a language tag (config/markets/locales.yaml `intl`), made
 * once per tag: every view of a customer's page resolves this block again, and making them took
 * longer than the rest of it.
 */
const intlByTag = new Map<string, [plurals: Intl.PluralRules, numbers: Intl.NumberFormat]>();

function intlOf(ctx: ResolveContext): [plurals: Intl.PluralRules, numbers: Intl.NumberFormat] {
  const tag = ctx.config.locales.byCode[ctx.locale]?.intl ?? 'en';
  let made = intlByTag.get(tag);
  if (!made) intlByTag.set(tag, (made = [new Intl.PluralRules(tag), new Intl.NumberFormat(tag)]));
  return made;
}

/** The plural form of the count in the page's language (Polish has few and many, for example). */
function pluralKey(ctx: ResolveContext, count: number): string {
  if (count === 0) return 'postbox.unread.zero';
  const key = `postbox.unread.${intlOf(ctx)[0].select(count)}`;
  return ctx.text(key) === key ? 'postbox.unread.other' : key;
}

/** With the customer's data (the loading skeleton is engine/pages/blocks/data-blocks.ts'). */
export const resolve: BlockResolve<'unread-messages'> = (block, { ctx }) => {
  const raw = finiteNumber(ctx.data.unreadMessages);
  if (raw === null) {
    return withId({ type: 'unread-messages', status: 'fetch-error', count: null, text: '', message: fetchErrorMessage(ctx) }, block.id);
  }
  const count = Math.max(0, Math.trunc(raw));
  const text = ctx.text(pluralKey(ctx, count), { count: intlOf(ctx)[1].format(count) });
  return withId({ type: 'unread-messages', status: count === 0 ? 'empty' : 'ready', count, text, message: null }, block.id);
};
