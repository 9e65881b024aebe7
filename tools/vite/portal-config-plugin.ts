import { resolve as resolvePath } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin, ViteDevServer } from 'vite';
import { formatProblem } from '../config/problems.ts';
import { validateConfig, type ValidationResult } from '../config/validate.ts';
import { configForBrowser, partForBrowser } from '../../src/engine/config/for-browser.ts';
import { configForLocale, splitFooters } from '../../src/engine/config/for-locale.ts';
import type { CompiledConfig } from '../../src/engine/config/compiled.ts';
import type { StringResources } from '../../src/engine/config/languages.ts';
import { ENGINE_STRINGS_NAMESPACE } from '../../src/engine/config/compile.ts';
import { routesManifest } from '../../src/engine/pages/routes-manifest.ts';
import { bodyOf, compactPageTable } from '../../src/engine/pages/bodies.ts';

import { splitCustomerPart } from '../../src/engine/config/customer-part.ts';
import { processBuildInstant, timeOfBuild } from './build-time.ts';
import { buildPhases } from './build-phases.ts';

/** Runs a synchronous step of the client bundle and counts its time as a phase of its own. */
function timed<T>(phase: string, run: () => T): T {
  const started = performance.now();
  try {
    return run();
  } finally {
    buildPhases.add(phase, performance.now() - started);
  }
}
import { createOfferBuild, OFFERS_NAMESPACE, type OfferBuild } from '../offers/offer-build.ts';

/**
 * The modules the browser imports (src/app/portal-config.d.ts):
 * - `virtual:portal-config`: the locale list and `loadLocale(code)`, a dynamic import per locale;
 * - `virtual:portal-config/locale/<code>`: that locale's compiled config (its page table without
 *   bodies), its language's strings and `loadBody(id)`, which imports the next module first;
 * - `virtual:portal-config/bodies/<code>-pages`: `loadBody(id)`, a dynamic import per page. Only a
 *   page reached in the app needs it (a prerendered page's body is in its HTML:
 *   engine/pages/page-data.ts), so it is a chunk of its own, not in every page's first load
 *   (1.1 kB gzip by network idle, issue 18 §5); the app asks for it when a visitor goes for a link
 *   (app/routes/warm-page-table.ts);
 * - `virtual:portal-config/page/<code>/<id>`: one page's body (intro, head, blocks);
 * - `virtual:portal-config/footer/<code>`: the footer's config and UI strings, loaded after the
 *   page with the footer's code (src/app/footer/);
 * - `virtual:portal-config/customer/<code>`: what of the locale's config only a customer's view
 *   reads (src/engine/config/customer-part.ts), loaded with the customer's data;
 * - `virtual:portal-config/all`: everything (Storybook shows every locale; the portal never imports it).
 */
export const VIRTUAL_ID = 'virtual:portal-config';
const LOCALE_PREFIX = `${VIRTUAL_ID}/locale/`;
const PAGE_PREFIX = `${VIRTUAL_ID}/page/`;
const CUSTOMER_PREFIX = `${VIRTUAL_ID}/customer/`;
const FOOTER_PREFIX = `${VIRTUAL_ID}/footer/`;
const BODIES_PREFIX = `${VIRTUAL_ID}/bodies/`;
/** The bodies module's name ends so: its chunk is `de-de-pages-<hash>.js`, not a second `de-de-…`. */
const BODIES_SUFFIX = '-pages';
/** The i18next namespace of the footer's UI strings: it ships with the footer's config. */
const FOOTER_NAMESPACE = 'footer';
const ALL_ID = `${VIRTUAL_ID}/all`;
/** Expands a locale chunk's compact page table; the app imports it too, so it lives in the app's chunk. */
const PAGE_TABLE_MODULE = fileURLToPath(new URL('../../src/engine/pages/bodies.ts', import.meta.url));

type Valid = ValidationResult & { config: NonNullable<ValidationResult['config']>; strings: NonNullable<ValidationResult['strings']> };

/**
 * Which chunk file each locale's config ("de-de") became in the last client build: the
 * prerendered pages preload it (a page's body is in its HTML: engine/pages/page-data.ts).
 */
export const localeChunks = new Map<string, string>();

/**
 * The UI strings of one language. The engine's own namespace is left out: the compiled config
 * carries it already (config.strings), and no component reads it through i18next.
 */
function stringsFor(strings: StringResources, language: string): StringResources {
  const namespaces = strings[language];
  if (!namespaces) return {};
  // The offer blocks' texts travel in the offer pages' bodies (tools/offers/offer-build.ts).
  const { [ENGINE_STRINGS_NAMESPACE]: _engine, [FOOTER_NAMESPACE]: _footer, [OFFERS_NAMESPACE]: _offers, ...ui } = namespaces;
  return { [language]: ui };
}

/** A locale's config as the browser gets it, and its part for customers (customer-part.ts). */
function browserConfig(config: CompiledConfig, code: string) {
  return splitCustomerPart(configForBrowser(splitFooters(configForLocale(config, code)).config));
}

/**
 * A locale's config as the browser gets it at once: no page bodies, no footer, no customer part;
 * its page table compact (src/engine/pages/page-table.ts), put back when the chunk is evaluated.
 */
function localeModuleConfig(config: CompiledConfig, code: string, extra: Partial<CompiledConfig>): string {
  const { pages, ...local } = browserConfig(config, code).config;
  const table = `expandPageTable(${JSON.stringify(code)}, ${JSON.stringify(compactPageTable(pages[code] ?? []))})`;
  return `{ ...${JSON.stringify({ ...local, ...extra })}, pages: { ${JSON.stringify(code)}: ${table} } }`;
}

/**
 * Validates and compiles config/ at build time, so the browser never ships ajv or the YAML
 * parser, and splits it per locale, so a page loads only its own locale's config and strings.
 * A build with findings fails, printing every `file:line:col`; in dev, editing a YAML file
 * reloads the page, and a broken file shows Vite's error overlay naming file and line. A client
 * build also writes routes.json, the page table the servers answer 404s from.
 */
export function portalConfigPlugin(options: { repoRoot: string }): Plugin {
  const repoRoot = resolvePath(options.repoRoot);
  const configDir = resolvePath(repoRoot, 'config');
  let server: ViteDevServer | undefined;
  /** Validated once per build, and in dev once per change of config/ or schemas/. */
  let cached: ValidationResult | undefined;
  const validated = (): Valid => {
    const result = (cached ??= timed('config validation and compile (in the client bundle)', () => validateConfig({ repoRoot })));
    if (!result.config || !result.strings) {
      const first = result.problems[0];
      const message = `config is not valid (${result.problems.length} problems):\n${result.problems.map(formatProblem).join('\n')}`;
      const error = Object.assign(new Error(message), first ? { id: resolvePath(repoRoot, first.file), loc: { file: resolvePath(repoRoot, first.file), line: first.line, column: first.col } } : {});
      if (server) server.config.logger.error(message);
      throw error;
    }
    return result as Valid;
  };
  /** The offers the build writes into the offer pages and routes, made once per validated config. */
  let offers: { from: ValidationResult; build: OfferBuild } | undefined;
  const offerBuild = (): OfferBuild => {
    const result = validated();
    if (offers?.from !== result) {
      const warn = (message: string) => (server ? server.config.logger.warn(message) : console.warn(message));
      offers = { from: result, build: timed('offer catalogue (in the client bundle)', () => createOfferBuild({ repoRoot, config: result.config, strings: result.strings, at: processBuildInstant(), warn })) };
    }
    return offers.build;
  };
  const isOurs = (id: string) => id === `\0${VIRTUAL_ID}` || id.startsWith(`\0${VIRTUAL_ID}/`);

  return {
    name: 'portal-config',
    resolveId(id) {
      return id === VIRTUAL_ID || id.startsWith(`${VIRTUAL_ID}/`) ? `\0${id}` : undefined;
    },
    configureServer(dev) {
      server = dev;
      dev.watcher.add([configDir, resolvePath(repoRoot, 'schemas')]);
      const onChange = (file: string) => {
        if (!file.startsWith(configDir) && !file.includes(`${'/'}schemas${'/'}`)) return;
        cached = undefined;
        for (const module of dev.moduleGraph.idToModuleMap.values()) if (module.id && isOurs(module.id)) dev.moduleGraph.invalidateModule(module);
        dev.ws.send({ type: 'full-reload' });
      };
      dev.watcher.on('change', onChange);
      dev.watcher.on('add', onChange);
      dev.watcher.on('unlink', onChange);
    },
    buildStart() {
      cached = undefined;
    },
    load(id) {
      if (!isOurs(id)) return undefined;
      const { config, strings } = validated();
      const name = id.slice(1);
      if (name === VIRTUAL_ID) {
        const codes = config.locales.list.map((l) => l.code);
        const cases = codes.map((code) => `    case ${JSON.stringify(code)}: return import(${JSON.stringify(`${LOCALE_PREFIX}${code}`)});`).join('\n');
        return [
          `export const locales = ${JSON.stringify({ locales: codes, defaultLocale: config.locales.defaultLocale })};`,
          'export function loadLocale(code) {',
          '  switch (code) {',
          cases,
          '    default: return Promise.reject(new Error(`no config for locale ${code}`));',
          '  }',
          '}',
        ].join('\n');
      }
      if (name === ALL_ID) {
        return `export const config = ${JSON.stringify(configForBrowser(config))};\nexport const strings = ${JSON.stringify(strings)};\n`;
      }
      if (name.startsWith(PAGE_PREFIX)) {
        const [code = '', id = ''] = name.slice(PAGE_PREFIX.length).split('/');
        const page = config.pages[code]?.find((candidate) => candidate.id === id);
        if (!page) return undefined;
        return `export const body = ${JSON.stringify(offerBuild().body(code, page, partForBrowser(bodyOf(page))))};\n`;
      }
      if (name.startsWith(FOOTER_PREFIX)) {
        const code = name.slice(FOOTER_PREFIX.length);
        const language = config.locales.byCode[code]?.language;
        if (!language) return undefined;
        const footers = configForBrowser(configForLocale(config, code)).footers;
        return `export const footers = ${JSON.stringify(footers)};\nexport const strings = ${JSON.stringify(strings[language]?.[FOOTER_NAMESPACE] ?? {})};\n`;
      }
      if (name.startsWith(BODIES_PREFIX) && name.endsWith(BODIES_SUFFIX)) {
        const code = name.slice(BODIES_PREFIX.length, -BODIES_SUFFIX.length);
        if (!config.locales.byCode[code]) return undefined;
        const bodies = (config.pages[code] ?? []).map(
          (page) => `    case ${JSON.stringify(page.id)}: return import(${JSON.stringify(`${PAGE_PREFIX}${code}/${page.id}`)}).then((m) => m.body);`,
        );
        return ['export function loadBody(id) {', '  switch (id) {', ...bodies, '    default: return Promise.reject(new Error(`no page ${id}`));', '  }', '}'].join('\n');
      }
      if (name.startsWith(CUSTOMER_PREFIX)) {
        const code = name.slice(CUSTOMER_PREFIX.length);
        if (!config.locales.byCode[code]) return undefined;
        return `export const part = ${JSON.stringify(browserConfig(config, code).part)};\n`;
      }
      const code = name.slice(LOCALE_PREFIX.length);
      const entry = config.locales.byCode[code];
      if (!name.startsWith(LOCALE_PREFIX) || !entry) return undefined;
      // The strings shipped are the ones just validated (every language has every key).
      // The build's time only for a locale whose rules read it: the others' first load stays as it was.
      const time = timeOfBuild(config, code, processBuildInstant());
      const local = localeModuleConfig(config, code, time.readsNow ? { now: time.now } : {});
      return [
        `import { expandPageTable } from ${JSON.stringify(PAGE_TABLE_MODULE)};`,
        `export const config = ${local};`,
        `export const strings = ${JSON.stringify(stringsFor(strings, entry.language))};`,
        'export function loadFooter() {',
        `  return import(${JSON.stringify(`${FOOTER_PREFIX}${code}`)});`,
        '}',
        'export function loadCustomerPart() {',
        `  return import(${JSON.stringify(`${CUSTOMER_PREFIX}${code}`)}).then((m) => m.part);`,
        '}',
        'export function prefetchPageTable() {',
        `  return import(${JSON.stringify(`${BODIES_PREFIX}${code}${BODIES_SUFFIX}`)});`,
        '}',
        'export function loadBody(id) {',
        '  return prefetchPageTable().then((m) => m.loadBody(id));',
        '}',
      ].join('\n');
    },
    generateBundle(_options, bundle) {
      if (this.environment?.name && this.environment.name !== 'client') return;
      localeChunks.clear();
      for (const chunk of Object.values(bundle)) {
        const facade = chunk.type === 'chunk' ? chunk.facadeModuleId : null;
        if (facade?.startsWith(`\0${LOCALE_PREFIX}`)) localeChunks.set(facade.slice(1 + LOCALE_PREFIX.length), chunk.fileName);
      }
      this.emitFile({ type: 'asset', fileName: 'routes.json', source: `${JSON.stringify(offerBuild().routes(routesManifest(validated().config)), null, 1)}\n` });
    },
  };
}
