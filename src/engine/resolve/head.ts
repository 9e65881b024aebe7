import type { HeadFile } from '../config/types.ts';
import type { Head } from '../types/view-model.ts';
import type { ResolveContext } from './context.ts';

const normalized = (p: string) => p.toLowerCase().replace(/\/+$/, '');

/** Head pages by normalised path (first entry wins), built once per config. */
const pagesByPath = new WeakMap<HeadFile, Map<string, HeadFile['pages'][number]>>();

function pageFor(head: HeadFile, path: string) {
  let index = pagesByPath.get(head);
  if (!index) {
    index = new Map();
    for (const page of head.pages) if (!index.has(normalized(page.path))) index.set(normalized(page.path), page);
    pagesByPath.set(head, index);
  }
  return index.get(normalized(path));
}

/** Spec 2.8: the site name when logged in; else meta_title, page title or the default, plus tagline. */
export function resolveHead(ctx: ResolveContext): Head {
  const { config, facts } = ctx;
  const site = config.head.sites[ctx.locale] ?? config.head.sites[config.locales.menuFallback];
  const page = pageFor(config.head, facts.page.path);
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
