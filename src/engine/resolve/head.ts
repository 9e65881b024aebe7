import type { Head } from '../types/view-model.ts';
import type { ResolveContext } from './context.ts';
import { pageSubject, pageTitle } from './page-subject.ts';

/**
 * Spec 2.8: the site name when logged in; else meta_title, page title or the default, plus
 * tagline. The head fields come from the page (config/pages/); the canonical link is the
 * page's own path unless the page names another.
 */
export function resolveHead(ctx: ResolveContext): Head {
  const { config, facts } = ctx;
  const site = config.head.sites[ctx.locale] ?? config.head.sites[config.locales.menuFallback];
  const page = ctx.page;
  const head = page?.head ?? {};
  const siteName = site?.siteName ?? '';
  // A page of one offer among many is titled, described and addressed as that offer.
  const named = pageSubject(ctx);
  let title: string;
  if (facts.customer.loggedIn) {
    title = siteName;
  } else {
    const base = named?.subject.title || head.meta_title || pageTitle(ctx) || site?.defaultTitle || siteName;
    title = site?.tagline ? `${base}${config.head.separator}${site.tagline}` : base;
  }
  const og = head.opengraph;
  const description = named?.subject.description || (head.meta_description ?? null);
  // Spec 2.8: a link preview shows the page's description unless the page gives one of its own.
  const ogDescription = og?.description || description;
  return {
    title,
    description,
    canonical: head.canonical_page ?? (page?.path && site?.origin ? `${site.origin}${page.path}${named ? `${named.key}/` : ''}` : null),
    robots: head.meta_robots ?? null,
    openGraph:
      og || ogDescription
        ? {
            ...(og?.title ? { title: og.title } : {}),
            ...(ogDescription ? { description: ogDescription } : {}),
            ...(og?.image ? { image: absoluteOn(site?.origin, og.image) } : {}),
          }
        : null,
  };
}

/** Link previews need absolute URLs: a path is taken to be on the locale's site. */
function absoluteOn(origin: string | undefined, url: string): string {
  return origin && url.startsWith('/') && !url.startsWith('//') ? `${origin}${url}` : url;
}
