import { resolve as resolvePath } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin, ViteDevServer } from 'vite';
import { formatProblem } from '../config/problems.ts';
import { validateConfig, type ValidationResult } from '../config/validate.ts';
import { configForBrowser } from '../../src/engine/config/for-browser.ts';
import { routesManifest } from '../../src/engine/pages/routes-manifest.ts';
import { CONFIG_FILES_PATH } from '../../src/contract/build-and-browser.ts';
import { configModules, hashedNaming, type ConfigModules, type ModuleNaming } from '../config-modules/config-modules.ts';
import { createOfferBuild, type OfferBuild } from '../offers/offer-build.ts';
import { processBuildInstant } from './build-time.ts';
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

/**
 * The modules the app imports (src/app/portal-config.d.ts):
 * - `virtual:portal-config`: the locale list and `loadLocale(code)`, which loads that locale's
 *   config modules (src/app/config/locale-loader.ts). Those are plain data files the build writes
 *   under assets/config/ with content-hashed names (tools/config-modules/), named in each page's
 *   HTML and in /config-files.json, not in the app's code: a config change leaves every chunk
 *   of code as it was. In the prerender entry (ssr) the loader reads them from the
 *   build folder the prerender names (`setConfigSource`); on the dev server they are modules of
 *   this plugin, `virtual:portal-config/data/<kind>/<locale>[/<page id>]`.
 * - `virtual:portal-config/all`: everything (Storybook shows every locale; the portal never imports it).
 */
export const VIRTUAL_ID = 'virtual:portal-config';
const DATA_PREFIX = `${VIRTUAL_ID}/data/`;
const ALL_ID = `${VIRTUAL_ID}/all`;
const LOADER_MODULE = fileURLToPath(new URL('../../src/app/config/locale-loader.ts', import.meta.url));

type Valid = ValidationResult & { config: NonNullable<ValidationResult['config']>; strings: NonNullable<ValidationResult['strings']> };

/** The config modules the last client build wrote: the prerender names them in each page. */
export let builtConfigModules: ConfigModules | undefined;

/** The dev server's names: the plugin's own virtual modules, as the browser asks Vite for them. */
const devNaming: ModuleNaming = (kind, code, _text, pageId) => `/@id/__x00__${DATA_PREFIX}${kind}/${code}${pageId === undefined ? '' : `/${pageId}`}`;

/**
 * Validates and compiles config/ at build time, so the browser never ships ajv or the YAML
 * parser, and splits it per locale, so a page loads only its own locale's config and strings.
 * A build with findings fails, printing every `file:line:col`; in dev, editing a YAML file
 * reloads the page, and a broken file shows Vite's error overlay naming file and line. A client
 * build writes the config modules, /config-files.json (each locale's module URLs) and routes.json,
 * the page table the servers answer 404s from.
 */
export function portalConfigPlugin(options: { repoRoot: string }): Plugin {
  const repoRoot = resolvePath(options.repoRoot);
  const configDir = resolvePath(repoRoot, 'config');
  let server: ViteDevServer | undefined;
  /** Validated once per build, and in dev once per change of config/ or schemas/. */
  let cached: ValidationResult | undefined;
  const validated = (): Valid => {
    const result = (cached ??= timed('config validation and compile (in the client bundle)', () => validateConfig({ repoRoot, warnings: false })));
    if (!result.config || !result.strings) {
      const first = result.problems[0];
      const message = `config is not valid (${result.problems.length} problems):\n${result.problems.map(formatProblem).join('\n')}`;
      const error = Object.assign(
        new Error(message),
        first ? { id: resolvePath(repoRoot, first.file), loc: { file: resolvePath(repoRoot, first.file), line: first.line, column: first.col } } : {},
      );
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
      offers = {
        from: result,
        build: timed('offer catalogue (in the client bundle)', () =>
          createOfferBuild({ repoRoot, config: result.config, strings: result.strings, at: processBuildInstant(), warn }),
        ),
      };
    }
    return offers.build;
  };
  /** The dev server's modules, made once per validated config. */
  let dev: { from: ValidationResult; modules: ConfigModules } | undefined;
  const devModules = (): ConfigModules => {
    const result = validated();
    if (dev?.from !== result)
      dev = {
        from: result,
        modules: configModules({ config: result.config, strings: result.strings, offers: offerBuild(), at: processBuildInstant(), naming: devNaming }),
      };
    return dev.modules;
  };
  const isOurs = (id: string) => id === `\0${VIRTUAL_ID}` || id.startsWith(`\0${VIRTUAL_ID}/`);

  return {
    name: 'portal-config',
    resolveId(id) {
      return id === VIRTUAL_ID || id.startsWith(`${VIRTUAL_ID}/`) ? `\0${id}` : undefined;
    },
    configureServer(devServer) {
      server = devServer;
      devServer.watcher.add([configDir, resolvePath(repoRoot, 'schemas')]);
      const onChange = (file: string) => {
        if (!file.startsWith(configDir) && !file.includes(`${'/'}schemas${'/'}`)) return;
        cached = undefined;
        for (const module of devServer.moduleGraph.idToModuleMap.values()) if (module.id && isOurs(module.id)) devServer.moduleGraph.invalidateModule(module);
        devServer.ws.send({ type: 'full-reload' });
      };
      devServer.watcher.on('change', onChange);
      devServer.watcher.on('add', onChange);
      devServer.watcher.on('unlink', onChange);
    },
    buildStart() {
      cached = undefined;
    },
    load(id) {
      if (!isOurs(id)) return undefined;
      const { config, strings } = validated();
      const name = id.slice(1);
      if (name === ALL_ID) {
        return `export const config = ${JSON.stringify(configForBrowser(config))};\nexport const strings = ${JSON.stringify(strings)};\n`;
      }
      if (name.startsWith(DATA_PREFIX)) {
        // Only the dev server asks for these; a build writes the same modules as files (generateBundle).
        return devModules().modules.get(`/@id/__x00__${name}`);
      }
      if (name !== VIRTUAL_ID) return undefined;
      const locales = `export const locales = ${JSON.stringify({ locales: config.locales.list.map((l) => l.code), defaultLocale: config.locales.defaultLocale })};`;
      const loader = `import { createLocaleLoader, documentConfigSource, settableConfigSource } from ${JSON.stringify(LOADER_MODULE)};`;
      if (this.environment?.name === 'ssr') {
        // The build's instant, as routes.json says it: a save checks that it draws with its build's entry.
        const builtAt = `export const builtAt = ${JSON.stringify(new Date(processBuildInstant()).toISOString())};`;
        return [
          loader,
          locales,
          builtAt,
          'const source = settableConfigSource();',
          'export const setConfigSource = source.set;',
          'export const loadLocale = createLocaleLoader(source);',
        ].join('\n');
      }
      if (server) {
        const files = JSON.stringify(devModules().locales);
        return [
          loader,
          locales,
          `const files = ${files};`,
          'export const loadLocale = createLocaleLoader({ filesOf: (code) => files[code] ? Promise.resolve(files[code]) : Promise.reject(new Error(`no config for locale ${code}`)), importModule: (url) => import(/* @vite-ignore */ url) });',
        ].join('\n');
      }
      return [
        loader,
        locales,
        'let load;',
        '// Made on first use: the module is evaluated in the browser only, but never before the document is there.',
        'export function loadLocale(code) {',
        '  load ??= createLocaleLoader(documentConfigSource(document, (path) => fetch(path).then((r) => (r.ok ? r.json() : Promise.reject(new Error(`${path}: ${r.status}`))))));',
        '  return load(code);',
        '}',
      ].join('\n');
    },
    generateBundle() {
      if (this.environment?.name && this.environment.name !== 'client') return;
      const { config, strings } = validated();
      const built = timed('config modules', () => configModules({ config, strings, offers: offerBuild(), at: processBuildInstant(), naming: hashedNaming }));
      for (const [url, source] of built.modules) this.emitFile({ type: 'asset', fileName: url.slice(1), source });
      this.emitFile({ type: 'asset', fileName: CONFIG_FILES_PATH.slice(1), source: `${JSON.stringify(built.locales, null, 1)}\n` });
      const routes = { ...offerBuild().routes(routesManifest(config, processBuildInstant())), builtAt: new Date(processBuildInstant()).toISOString() };
      this.emitFile({ type: 'asset', fileName: 'routes.json', source: `${JSON.stringify(routes, null, 1)}\n` });
      builtConfigModules = built;
    },
  };
}
