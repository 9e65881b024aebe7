import type { Head } from '../types/view-model.ts';
import type { ResolveContext } from './context.ts';

function samePath(a: string, b: string): boolean {
  const norm = (p: string) => p.toLowerCase().replace(/\/+$/, '');
  return norm(a) === norm(b);
}

/** Spec 2.8: the site name when logged in; else meta_title, page title or the default, plus tagline. */
export function resolveHead(ctx: ResolveContext): Head {
  const { config, facts } = ctx;
  const site = config.head.sites[ctx.locale] ?? config.head.sites[config.locales.menuFallback];
  const page = config.head.pages.find((p) => samePath(p.path, facts.page.path));
  const siteName = site?.siteName ?? '';
  let title: string;
  if (facts.customer.loggedIn) {
    title = siteName;
  } else {
    const base = page?.meta_title || page?.title || site?.defaultTitle || siteName;
    title = site?.tagline ? `${base}${config.head.separator}${site.tagline}` : base;
  }
  const og = page?.opengraph;
  return {
    title,
    description: page?.meta_description ?? null,
    canonical: page?.canonical_page ?? null,
    robots: page?.meta_robots ?? null,
    openGraph: og
      ? {
          ...(og.title ? { title: og.title } : {}),
          ...(og.description ? { description: og.description } : {}),
          ...(og.image?.url ? { image: og.image.url } : {}),
        }
      : null,
  };
}
