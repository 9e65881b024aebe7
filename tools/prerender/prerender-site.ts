/**
 * The prerender step of the build (tools/vite/build-plugin.ts): every page of every locale
 * rendered to HTML at its path (dist/<locale>/<path>/index.html), each locale's not-found page
 * (dist/<locale>/404.html), a sitemap per locale and robots.txt. Public pages come out as an
 * anonymous visitor sees them; customer pages as their loading skeleton, so a logged-in page
 * paints its header before any script runs.
 */
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { RoutesManifest } from '../../src/engine/pages/routes-manifest.ts';
import type { PrerenderedPage } from '../../src/app/prerender/render.tsx';
import type { ConfigSource } from '../../src/app/config/locale-loader.ts';
import type { ConfigModules } from '../config-modules/config-modules.ts';
import { alternatesOf } from './alternates.ts';
import { robotsTxt, sitemaps } from './crawl-files.ts';
import { alternateLinks, configFilesHead, pageHtml, resolvedAtMeta } from './page-html.ts';

type RenderPage = (locale: string, pathname: string, origin: string) => Promise<PrerenderedPage>;

/** The prerender entry (src/app/prerender/render.tsx, built for Node). */
export interface RenderEntry {
  renderPage: RenderPage;
  setConfigSource(source: ConfigSource): void;
}

/** The prerender's config: the modules the build wrote, imported from the build folder. */
export function folderConfigSource(outDir: string, modules: Pick<ConfigModules, 'locales'>): ConfigSource {
  return {
    filesOf: async (code) => {
      const files = modules.locales[code];
      if (!files) throw new Error(`no config modules for locale ${code}`);
      return files;
    },
    importModule: (url) => import(pathToFileURL(join(outDir, url)).href),
  };
}

export interface PrerenderOptions {
  outDir: string;
  /** The built prerender entry (src/app/prerender/render.tsx for Node). */
  entry: string;
  /** The config modules the client build wrote into outDir (tools/config-modules/). */
  modules: ConfigModules;
}

export interface PrerenderReport {
  pages: number;
  notFound: number;
  milliseconds: number;
}

/** The path a page's HTML is written under: its canonical path, in lower case. */
export function htmlFileOf(path: string): string {
  return join(...path.toLowerCase().split('/').filter(Boolean), 'index.html');
}

export async function prerenderSite(options: PrerenderOptions): Promise<PrerenderReport> {
  const started = performance.now();
  const { outDir } = options;
  const routes = JSON.parse(await readFile(join(outDir, 'routes.json'), 'utf8')) as RoutesManifest;
  const shell = await readFile(join(outDir, 'index.html'), 'utf8');
  const { renderPage, setConfigSource } = (await import(pathToFileURL(options.entry).href)) as RenderEntry;
  setConfigSource(folderConfigSource(outDir, options.modules));

  const write = async (file: string, content: string) => {
    const target = join(outDir, file);
    await mkdir(dirname(target), { recursive: true });
    await writeFile(target, content);
  };
  /** The locale's config modules, which the page needs before it hydrates (its body is in the HTML). */
  const configHead = (locale: string) => {
    const files = options.modules.locales[locale];
    return files ? configFilesHead(locale, files) : '';
  };

  // One file per canonical path: an alias or a second entry of the same path is the same page.
  const written = new Set<string>();
  let pages = 0;
  for (const page of routes.pages) {
    const file = htmlFileOf(page.path);
    if (written.has(file)) continue;
    written.add(file);
    const origin = routes.origins[page.locale] ?? `https://${page.locale}.invalid`;
    const rendered = await renderPage(page.locale, page.path, origin);
    const { alternates, xDefault } = alternatesOf(page, routes);
    await write(file, pageHtml(shell, { ...rendered, extraHead: `${alternateLinks(alternates, xDefault)}${configHead(page.locale)}${resolvedAtMeta(rendered.resolvedAt)}` }));
    pages += 1;
  }
  for (const locale of routes.locales) {
    const origin = routes.origins[locale] ?? `https://${locale}.invalid`;
    // A path no page answers: the locale's not-found page, which the servers send with 404.
    const rendered = await renderPage(locale, `/${locale}/__not-found__/`, origin);
    await write(join(locale, '404.html'), pageHtml(shell, { ...rendered, extraHead: `${configHead(locale)}${resolvedAtMeta(rendered.resolvedAt)}` }));
  }
  for (const [path, content] of sitemaps(routes)) await write(path.slice(1), content);
  await write('robots.txt', robotsTxt(routes));
  return { pages, notFound: routes.locales.length, milliseconds: performance.now() - started };
}
