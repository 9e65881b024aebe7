/**
 * A product owner's save, served within a second: the running `npm start` portal is
 * brought up to date by writing only what the save changed, next to the last full build.
 *
 * - config/ is validated and compiled again, all of it (warm in this long-lived process): a
 *   finding anywhere, one across files included, keeps the save from being served;
 * - the config modules (tools/config-modules/) of the locales the saved files reach are made again
 *   (./touched-locales.ts: a menu its locale's, a strings file its language's, a pages file its
 *   pages' locales; every locale's when unsure), the others' kept; a module whose text did not
 *   change keeps its name, so only the touched ones are new files;
 * - a page is drawn again only when what it is drawn from changed (tools/prerender/site-pages.ts:
 *   its locale's config, footer and body, its alternates); a page whose HTML only names a new
 *   customer part or page table gets the new names; the others are left as they are; pages the
 *   config removed are removed, new ones drawn;
 * - routes.json, config-files.json, the sitemaps, robots.txt, immutable.json and nginx's page
 *   locations are written again, each only when it changed.
 *
 * Every file is replaced atomically, modules before the pages that name them, so each page
 * served is a whole page of one valid config: while a save is being written the pages not yet
 * reached show the config before it, complete. A save with findings writes nothing. A page is
 * recorded as drawn only once written, so a save that stops half-way (a crash, the time limit)
 * is finished by the next one. What a save cannot do alone (another locale list, whose codes are
 * in the app's code) it says, and the caller runs the full build.
 */
import type { CompiledConfig } from '../../src/engine/config/compiled.ts';
import type { StringResources } from '../../src/engine/config/languages.ts';
import { cp, mkdtemp, readFile, rm } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { basename, dirname, join, relative, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { validateConfig } from '../config/validate.ts';
import { formatProblem, type Problem } from '../config/problems.ts';
import { routesManifest, type RoutesManifest } from '../../src/engine/pages/routes-manifest.ts';
import { CONFIG_FILES_ELEMENT_ID, CONFIG_FILES_PATH, type LocaleData, type PagesData } from '../../src/contract/build-and-browser.ts';
import { configModules, hashedNaming, type ConfigModules } from '../config-modules/config-modules.ts';
import { createOfferBuild } from '../offers/offer-build.ts';
import type { ProductOffer } from '../../src/engine/offers/offer.ts';
import { loadRenderEntry, renderSitePage, type RenderEntry } from '../prerender/prerender-site.ts';
import { pageInputs, sitePages, type PageInputs, type SitePage } from '../prerender/site-pages.ts';
import { configFilesHead } from '../prerender/page-html.ts';
import { robotsTxt, sitemapPath, sitemaps } from '../prerender/crawl-files.ts';
import { findInlineProblems } from '../serving/inline-code.ts';
import { INLINE_SCRIPT_HASHES } from '../../server/serving/headers.ts';
import { IMMUTABLE_FILE } from '../../server/serving/immutable.ts';
import { BUILD_CONF_FILE, nginxBuildConf } from '../../server/serving/nginx.ts';
import { parseRoutes } from '../../server/serving/routes.ts';
import { ROUTES_FILE } from '../../server/serving/routes-file.ts';
import type { UpdateOutcome } from './incremental-protocol.ts';
import { removeServedFile, writeServedFile, writeServedFileFirst } from './write-served-file.ts';
import { EVERY_LOCALE, touchedLocales } from './touched-locales.ts';

export interface IncrementalOptions {
  repoRoot: string;
  /** The served build, which the last full build wrote. */
  distDir: string;
  /** That build's prerender entry (server/serving/prerender-dir.ts). */
  renderEntry: string;
  /** The config folder (default <repoRoot>/config). */
  configDir?: string;
  /** The time the pages resolve at. Default: the served build's (routes.json `builtAt`), else the real time. */
  instant?: () => number;
  /** Trust nothing on disk: the first update draws every page (a check of what saves left behind). */
  drawEverything?: boolean;
  /** The config folder's validation, already made (a review validated both sides for its diff): the first update uses it. */
  validated?: { config: CompiledConfig; strings: StringResources; problems: readonly Problem[] };
}

export type { UpdateOutcome };

interface SiteState {
  modules: ConfigModules;
  routes: RoutesManifest;
  /** What each page's HTML on disk was drawn from (only pages written, or known from the full build). */
  pages: Map<string, PageInputs>;
  /** The text of each site-level file as last written, to write only what changed. */
  files: Map<string, string>;
}

/** A save's config, compiled, and what the served build is made of with it. */
interface Compiled {
  config: CompiledConfig;
  /** The config files read (relative to the repository); undefined when the caller gave the validation. */
  files: readonly string[] | undefined;
  /** The locales whose modules the save makes again. */
  toMake: ReadonlySet<string>;
  /** The modules with those of `only` made again, every other locale's as `previous` has them. */
  make(only: ReadonlySet<string>, previous: ConfigModules): ConfigModules;
  routes: RoutesManifest;
  notFound: Record<string, string | undefined>;
  locales: string;
  listings: Listings;
}

/** The offers each locale lists at an instant. */
interface Listings {
  at: number;
  offers: ReadonlyMap<string, readonly ProductOffer[]>;
}

/** How long a save's first two steps took, ms. */
interface Stages {
  validation: number;
  modules: number;
}

const json = (value: unknown) => `${JSON.stringify(value, null, 1)}\n`;

/**
 * The served build's state, read off its files: what the servers and the pages name is what
 * they were drawn from (module names are their contents' hashes).
 */
async function servedState(distDir: string): Promise<{ state: SiteState }> {
  const read = (file: string) => readFile(join(distDir, file), 'utf8');
  const routesText = await read(ROUTES_FILE);
  const routes = JSON.parse(routesText) as RoutesManifest;
  const locales = JSON.parse(await read(CONFIG_FILES_PATH.slice(1))) as ConfigModules['locales'];
  const modules: ConfigModules = { modules: new Map(), locales, bodies: {}, resolvedAt: {} };
  const notFound: Record<string, string | undefined> = {};
  for (const [code, files] of Object.entries(locales)) {
    const table = (await import(pathToFileURL(join(distDir, files.pages)).href)) as PagesData;
    modules.bodies[code] = { ...table.bodies };
    const locale = (await import(pathToFileURL(join(distDir, files.locale)).href)) as LocaleData;
    notFound[code] = locale.pageTable.find((page) => page.notFound)?.id;
  }
  const pages = new Map<string, PageInputs>();
  for (const page of sitePages(routes)) {
    const inputs = pageInputs(page, modules, notFound);
    if (inputs) pages.set(page.file, inputs);
  }
  const files = new Map<string, string>([[ROUTES_FILE, routesText]]);
  for (const file of [CONFIG_FILES_PATH.slice(1), 'robots.txt', ...routes.locales.map((code) => sitemapPath(code).slice(1))]) {
    if (existsSync(join(distDir, file))) files.set(file, await read(file));
  }
  return { state: { modules, routes, pages, files } };
}

/** The not-found page's id per locale: its body is what that locale's 404.html shows. */
function notFoundIds(config: { pages: Record<string, readonly { id: string; notFound: boolean }[]> }): Record<string, string | undefined> {
  return Object.fromEntries(Object.entries(config.pages).map(([code, pages]) => [code, pages.find((page) => page.notFound)?.id]));
}

export class IncrementalBuild {
  private constructor(
    private readonly options: IncrementalOptions,
    private readonly entry: RenderEntry,
    private readonly shell: string,
    private readonly appLocales: string,
    private state: SiteState,
    private readonly entryCopy: string,
    /** The served build's instant: the saves resolve at it too. */
    private readonly builtAt: number | undefined,
    private validated = options.validated,
  ) {}

  /** The config the served modules were made from (none before the first update, which makes every locale's). */
  private modulesConfig: CompiledConfig | undefined;
  /**
   * The files saved since the last update that was written whole (config/-relative): a save with
   * findings writes nothing, so what it changed is made with the next one. Undefined: not known, all.
   */
  private pending: Set<string> | undefined;
  /** The config files of the last compile (relative to the repository). */
  private configFiles: readonly string[] | undefined;
  /** The offers each locale lists in the served build. */
  private listings: Listings | undefined;

  /**
   * Reads what the served build is drawn from, off its own files: its routes, each locale's module
   * names (config-files.json) and each page table's bodies. So it knows every page's inputs without
   * assuming the config is still the one it was built from (a save made while `npm start` built);
   * the first update then writes whatever differs.
   */
  static async open(options: IncrementalOptions): Promise<IncrementalBuild> {
    const { distDir } = options;
    // A private copy of the prerender entry: a full build (a test, `npm run size`) empties its folder.
    // Beside it, in node_modules/.cache, so that its imports of React and the others resolve.
    const entryCopy = await mkdtemp(join(dirname(dirname(options.renderEntry)), 'portal-incremental-'));
    await cp(dirname(options.renderEntry), entryCopy, { recursive: true });
    const shell = await readFile(join(distDir, 'index.html'), 'utf8');
    const onDisk = await servedState(distDir);
    if (options.drawEverything) onDisk.state.pages.clear();
    const holder: { build?: IncrementalBuild } = {};
    // The entry reads whichever modules the build is at (they change with every save).
    const entry = await loadRenderEntry(join(entryCopy, basename(options.renderEntry)), distDir, () => holder.build!.state.modules);
    const { routes } = onDisk.state;
    if (entry.builtAt !== undefined && routes.builtAt !== undefined && entry.builtAt !== routes.builtAt) {
      await rm(entryCopy, { recursive: true, force: true });
      throw new Error(`the prerender entry is another build's (built at ${entry.builtAt}, the served build at ${routes.builtAt})`);
    }
    const builtAt = routes.builtAt === undefined ? undefined : Date.parse(routes.builtAt);
    holder.build = new IncrementalBuild(
      options,
      entry,
      shell,
      json({ locales: routes.locales, defaultLocale: routes.defaultLocale }),
      onDisk.state,
      entryCopy,
      Number.isNaN(builtAt) ? undefined : builtAt,
    );
    return holder.build;
  }

  private compile(stages: Stages): Compiled | { problems: string[] } {
    const { repoRoot, configDir } = this.options;
    let started = performance.now();
    const result = this.validated ?? validateConfig({ repoRoot, ...(configDir ? { configDir } : {}), warnings: false });
    // Only the first update: after it the files may have changed.
    this.validated = undefined;
    stages.validation = performance.now() - started;
    if (!result.config || !result.strings) return { problems: result.problems.map(formatProblem) };
    started = performance.now();
    const at = this.options.instant?.() ?? this.builtAt ?? Date.now();
    const configRoot = resolve(repoRoot, configDir ?? 'config');
    const files = 'files' in result ? result.files : [];
    const configRelative = (file: string) => relative(configRoot, resolve(repoRoot, file)).replace(/\\/g, '/');
    const touched = touchedLocales({
      // Without the files before (a validation given by the caller lists none), no save is told file by file.
      changed: this.pending && this.configFiles && [...this.pending],
      configFiles: [...(this.configFiles ?? []), ...files].map(configRelative),
      before: this.modulesConfig,
      after: result.config,
      configRelative,
    });
    // The offers an untouched locale lists are the ones it listed (at the same instant).
    const listings = this.listings;
    const kept = touched !== EVERY_LOCALE && listings?.at === at ? [...listings.offers].filter(([code]) => !touched.has(code)) : [];
    const offers = createOfferBuild({
      repoRoot,
      ...(configDir ? { configDir } : {}),
      config: result.config,
      strings: result.strings,
      at,
      warn: () => undefined,
      listed: new Map(kept),
    });
    const { config, strings } = result;
    const routes = { ...offers.routes(routesManifest(config, at)), builtAt: new Date(at).toISOString() };
    stages.modules += performance.now() - started;
    return {
      config,
      files: 'files' in result ? files : undefined,
      toMake: touched === EVERY_LOCALE ? new Set(config.locales.list.map((locale) => locale.code)) : touched,
      make: (only, previous) => {
        const making = performance.now();
        const modules = configModules({ config, strings, offers, at, naming: hashedNaming, reuse: { previous, only } });
        stages.modules += performance.now() - making;
        return modules;
      },
      routes,
      notFound: notFoundIds(result.config),
      locales: json({ locales: routes.locales, defaultLocale: routes.defaultLocale }),
      listings: { at, offers: offers.listings() },
    };
  }

  /** The site-level files other than the modules, as the full build writes them. */
  private siteFiles(routes: RoutesManifest, modules: ConfigModules): Map<string, string> {
    const files = new Map<string, string>([
      [ROUTES_FILE, json(routes)],
      [CONFIG_FILES_PATH.slice(1), json(modules.locales)],
      ['robots.txt', robotsTxt(routes)],
    ]);
    for (const [path, content] of sitemaps(routes)) files.set(path.slice(1), content);
    return files;
  }

  /**
   * Brings the served build up to the config as it is now. `first`: URL paths of pages to draw
   * before the others (the ones somebody is looking at). `changed`: the files saved since the
   * last update, relative to the config folder (only their locales' modules are made again);
   * undefined when not known (every locale's are).
   */
  async update(first: readonly string[] = [], changed?: readonly string[]): Promise<UpdateOutcome> {
    const started = performance.now();
    const cpuStarted = process.cpuUsage();
    let firstPageMilliseconds: number | null = null;
    let firstPageCpuMilliseconds: number | null = null;
    const firstPageWritten = () => {
      if (firstPageMilliseconds !== null) return;
      firstPageMilliseconds = performance.now() - started;
      const cpu = process.cpuUsage(cpuStarted);
      firstPageCpuMilliseconds = (cpu.user + cpu.system) / 1000;
    };
    if (changed && this.pending) for (const file of changed) this.pending.add(file);
    else if (!changed) this.pending = undefined;
    const stages: Stages = { validation: 0, modules: 0 };
    const now = this.compile(stages);
    if (!('make' in now)) return { kind: 'invalid', problems: now.problems };
    if (now.locales !== this.appLocales) return { kind: 'needs-full-build', reason: 'the list of locales changed, and the app carries it in its code' };
    const { distDir } = this.options;
    const previous = this.state;
    const pages = sitePages(now.routes);
    const firstFiles = new Set(first.map((path) => pages.find((page) => page.path === path || page.path === `${path}/`)?.file));
    this.modulesConfig = now.config;
    this.configFiles = now.files;
    this.listings = now.listings;

    // 1. The modules no page has named yet, before any page names them; compressed after the
    // pages asked for first (a module's name is its content's hash: no old variant to be stale).
    // When the save reaches other locales too, the pages asked for are drawn as soon as their
    // own locale's modules are made, before the others' (which they do not read).
    const newModules: string[] = [];
    const compressModules: (() => Promise<void>)[] = [];
    const writeNewModules = async (modules: ConfigModules) => {
      for (const [url, text] of modules.modules) {
        if (existsSync(join(distDir, url))) continue;
        compressModules.push(await writeServedFileFirst(distDir, url.slice(1), text));
        newModules.push(url);
      }
      this.state = { ...this.state, modules, routes: now.routes };
    };
    let drawnFirst = 0;
    const firstLocales = new Set(pages.filter((page) => firstFiles.has(page.file)).map((page) => page.locale));
    const early = new Set([...now.toMake].filter((code) => firstLocales.has(code)));
    let rest = now.toMake;
    let modules = previous.modules;
    if (early.size > 0 && early.size < now.toMake.size) {
      modules = now.make(early, modules);
      await writeNewModules(modules);
      for (const page of pages) {
        if (!firstFiles.has(page.file) || !early.has(page.locale)) continue;
        const inputs = pageInputs(page, modules, now.notFound);
        if (!inputs || previous.pages.get(page.file)?.drawn === inputs.drawn) continue;
        await this.writePage(page.file, await renderSitePage(this.entry, this.shell, page, modules));
        this.state.pages.set(page.file, inputs);
        drawnFirst += 1;
        firstPageWritten();
      }
      rest = new Set([...now.toMake].filter((code) => !early.has(code)));
    }
    modules = now.make(rest, modules);
    await writeNewModules(modules);

    // 2. Which pages to draw, which only to rename, which to remove.
    const draw: { page: SitePage; inputs: PageInputs }[] = [];
    const rename: { page: SitePage; inputs: PageInputs }[] = [];
    for (const page of pages) {
      const inputs = pageInputs(page, modules, now.notFound);
      if (!inputs) return { kind: 'failed', message: `no config module for ${page.file}` };
      const before = previous.pages.get(page.file);
      if (!before || before.drawn !== inputs.drawn) draw.push({ page, inputs });
      else if (before.named !== inputs.named) rename.push({ page, inputs });
    }
    const wanted = new Set(pages.map((page) => page.file));
    const removed = [...previous.pages.keys()].filter((file) => !wanted.has(file));
    draw.sort((a, b) => Number(firstFiles.has(b.page.file)) - Number(firstFiles.has(a.page.file)));

    // 3. Draw and write: the pages asked for first, then the modules' variants, the list of hashed
    // files, routes and the crawl files, then the rest.
    const writeSiteFiles = async () => {
      for (const compressVariants of compressModules) await compressVariants();
      if (newModules.length > 0) await this.addImmutable(newModules);
      const siteFiles = this.siteFiles(now.routes, modules);
      parseRoutes(JSON.parse(siteFiles.get(ROUTES_FILE)!)); // the servers' contract, checked as the full build checks it
      for (const [path, text] of siteFiles) {
        if (this.state.files.get(path) === text) continue;
        await writeServedFile(distDir, path, text);
        this.state.files.set(path, text);
      }
      await this.writeNginxConf(now.routes);
    };
    let siteFilesWritten = false;
    try {
      for (const { page, inputs } of draw) {
        if (!siteFilesWritten && !firstFiles.has(page.file)) {
          await writeSiteFiles();
          siteFilesWritten = true;
        }
        await this.writePage(page.file, await renderSitePage(this.entry, this.shell, page, modules));
        this.state.pages.set(page.file, inputs);
        firstPageWritten();
      }
      if (!siteFilesWritten) await writeSiteFiles();
      for (const { page, inputs } of rename) {
        const html = await readFile(join(distDir, page.file), 'utf8');
        await this.writePage(page.file, renamedModules(html, page.locale, modules));
        this.state.pages.set(page.file, inputs);
      }
      for (const file of removed) {
        await removeServedFile(distDir, file);
        this.state.pages.delete(file);
      }
    } catch (error) {
      return { kind: 'failed', message: (error as Error).stack ?? String(error) };
    }
    // Written whole: the next save makes again only what it changes.
    this.pending = new Set();
    const written = drawnFirst + draw.length + rename.length + removed.length + newModules.length;
    const milliseconds = performance.now() - started;
    if (written === 0) return { kind: 'unchanged', milliseconds };
    return {
      kind: 'updated',
      localesRemade: now.toMake.size,
      validationMilliseconds: stages.validation,
      modulesMilliseconds: stages.modules,
      drawn: drawnFirst + draw.length,
      renamed: rename.length,
      removed: removed.length,
      modules: newModules.length,
      milliseconds,
      firstPageMilliseconds,
      firstPageCpuMilliseconds,
    };
  }

  /** A page's HTML, checked as the full build checks every page (no inline code the CSP would block). */
  private async writePage(file: string, html: string): Promise<void> {
    const problems = findInlineProblems(html, INLINE_SCRIPT_HASHES);
    if (problems.length > 0) throw new Error(`${file} breaks the serving rules: ${problems.map((p) => p.what).join('; ')}`);
    await writeServedFile(this.options.distDir, file, html);
  }

  /** The new modules are hashed files too: cached for a year, like the build's. */
  private async addImmutable(urls: string[]): Promise<void> {
    const path = join(this.options.distDir, IMMUTABLE_FILE);
    const listed = JSON.parse(await readFile(path, 'utf8')) as string[];
    const all = [...new Set([...listed, ...urls])].sort();
    await writeServedFile(this.options.distDir, IMMUTABLE_FILE, json(all));
    this.immutable = all;
  }

  private immutable: string[] | undefined;

  private async writeNginxConf(routes: RoutesManifest): Promise<void> {
    this.immutable ??= JSON.parse(await readFile(join(this.options.distDir, IMMUTABLE_FILE), 'utf8')) as string[];
    const conf = nginxBuildConf(parseRoutes(routes), this.immutable);
    if (this.state.files.get(BUILD_CONF_FILE) === conf) return;
    await writeServedFile(this.options.distDir, BUILD_CONF_FILE, conf);
    this.state.files.set(BUILD_CONF_FILE, conf);
  }

  async close(): Promise<void> {
    await rm(this.entryCopy, { recursive: true, force: true });
  }
}

/** The page's HTML naming the locale's modules as they are now (its drawing unchanged). */
function renamedModules(html: string, locale: string, modules: ConfigModules): string {
  const files = modules.locales[locale];
  if (!files) throw new Error(`no config modules for ${locale}`);
  const element = new RegExp(
    `<link rel="modulepreload" crossorigin href="[^"]*"><script type="application/json" id="${CONFIG_FILES_ELEMENT_ID}"[^>]*>[^<]*</script>`,
  );
  if (!element.test(html)) throw new Error(`a page of ${locale} does not name its config modules as the build writes them`);
  return html.replace(element, () => configFilesHead(locale, files));
}
