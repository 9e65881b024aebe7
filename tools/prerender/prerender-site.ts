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
import type { ConfigSource, PrerenderedPage } from '../../src/contract/build-and-browser.ts';
import type { ConfigModules } from '../config-modules/config-modules.ts';
import { robotsTxt, sitemaps } from './crawl-files.ts';
import { configFilesHead, pageHtml, resolvedAtMeta } from './page-html.ts';
import { sitePages, type SitePage } from './site-pages.ts';

type RenderPage = (locale: string, pathname: string, origin: string) => Promise<PrerenderedPage>;

/** The prerender entry (src/app/boot/prerender/render.tsx, built for Node). */
export interface RenderEntry {
  renderPage: RenderPage;
  /** The instant its build resolved at (routes.json's `builtAt`). */
  builtAt?: string;
  setConfigSource(source: ConfigSource): void;
}

/** The modules of a build folder: fixed for a build, the latest for a save under `npm start` (a function). */
export type ModulesOf = Pick<ConfigModules, 'locales'> | (() => Pick<ConfigModules, 'locales'>);

/** The prerender's config: the modules the build wrote, imported from the build folder. */
export function folderConfigSource(outDir: string, modules: ModulesOf): ConfigSource {
  return {
    filesOf: async (code) => {
      const files = (typeof modules === 'function' ? modules() : modules).locales[code];
      if (!files) throw new Error(`no config modules for locale ${code}`);
      return files;
    },
    importModule: (url) => import(pathToFileURL(join(outDir, url)).href),
  };
}

export interface PrerenderOptions {
  outDir: string;
  /** The built prerender entry (src/app/boot/prerender/render.tsx for Node). */
  entry: string;
  /** The config modules the client build wrote into outDir (tools/config-modules/). */
  modules: ConfigModules;
}

export interface PrerenderReport {
  pages: number;
  notFound: number;
  milliseconds: number;
}

/** Draws one page's HTML with the build's shell and the locale's config modules. */
export async function renderSitePage(entry: RenderEntry, shell: string, page: SitePage, modules: Pick<ConfigModules, 'locales'>): Promise<string> {
  const rendered = await entry.renderPage(page.locale, page.path, page.origin);
  const files = modules.locales[page.locale];
  const configHead = files ? configFilesHead(page.locale, files) : '';
  return pageHtml(shell, { ...rendered, extraHead: `${page.alternates}${configHead}${resolvedAtMeta(rendered.resolvedAt)}` });
}

/** Loads the prerender entry and points it at the build folder's config modules. */
export async function loadRenderEntry(entryFile: string, outDir: string, modules: ModulesOf): Promise<RenderEntry> {
  const entry = (await import(pathToFileURL(entryFile).href)) as RenderEntry;
  entry.setConfigSource(folderConfigSource(outDir, modules));
  return entry;
}

export async function writeBuildFile(outDir: string, file: string, content: string): Promise<void> {
  const target = join(outDir, file);
  await mkdir(dirname(target), { recursive: true });
  await writeFile(target, content);
}

export async function prerenderSite(options: PrerenderOptions): Promise<PrerenderReport> {
  const started = performance.now();
  const { outDir } = options;
  const routes = JSON.parse(await readFile(join(outDir, 'routes.json'), 'utf8')) as RoutesManifest;
  const shell = await readFile(join(outDir, 'index.html'), 'utf8');
  const entry = await loadRenderEntry(options.entry, outDir, options.modules);
  const pages = sitePages(routes);
  for (const page of pages) await writeBuildFile(outDir, page.file, await renderSitePage(entry, shell, page, options.modules));
  for (const [path, content] of sitemaps(routes)) await writeBuildFile(outDir, path.slice(1), content);
  await writeBuildFile(outDir, 'robots.txt', robotsTxt(routes));
  const notFound = pages.filter((page) => page.pageId === null).length;
  return { pages: pages.length - notFound, notFound, milliseconds: performance.now() - started };
}
