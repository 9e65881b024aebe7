import type { PageSubject } from '../pages/block-base.ts';
import { subjectKeyOf } from '../pages/page-data.ts';
import type { ResolveContext } from './resolve-types.ts';

/**
 * What names a page that answers for many paths (`match: prefix`: one offer per path): the
 * subject a block of it carries for the path's last segment; none for any other page. The
 * page's heading, title, description and canonical address follow it (page.ts, head.ts).
 */
export function pageSubject({ page, facts }: ResolveContext): { key: string; subject: PageSubject } | null {
  if (page?.match !== 'prefix') return null;
  const key = subjectKeyOf(facts.page.path);
  for (const block of page.blocks) {
    const subject = block.subjects?.[key];
    if (subject) return { key, subject };
  }
  return null;
}

/**
 * The page's own title: its subject's; none yet while the body that names the subject is still
 * on its way (a prefix page reached in the browser, deferred: engine/pages/bodies.ts), so the
 * heading waits for the offer's name instead of showing the generic one ("Angebot") first.
 */
export function pageTitle(ctx: ResolveContext): string {
  const page = ctx.page;
  if (!page) return '';
  if (page.match === 'prefix' && page.deferred) return '';
  return pageSubject(ctx)?.subject.title ?? page.title;
}
