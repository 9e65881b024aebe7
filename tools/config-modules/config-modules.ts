/**
 * The config the browser and the prerender load, as plain data modules (src/app/config/locale-loader.ts
 * loads them): per locale its config and UI strings, its footer, its customer part, its page table
 * and one module per page body, each named by its content. One function writes them for the full
 * build (tools/vite/portal-config-plugin.ts), for a save while `npm start` runs
 * (tools/save-to-served/) and, with other names, for the dev server, so the three cannot differ.
 */
import { createHash } from 'node:crypto';
import type { CompiledConfig } from '../../src/engine/config/compiled.ts';
import type { StringResources } from '../../src/engine/config/languages.ts';
import { ENGINE_STRINGS_NAMESPACE } from '../../src/engine/config/compile.ts';
import { configForBrowser, partForBrowser } from '../../src/engine/config/for-browser.ts';
import { configForLocale, splitFooters } from '../../src/engine/config/for-locale.ts';
import { splitCustomerPart } from '../../src/engine/config/customer-part.ts';
import { bodyOf, compactPageTable } from '../../src/engine/pages/bodies.ts';
import type { LocaleFiles } from '../../src/contract/build-and-browser.ts';
import { OFFERS_NAMESPACE, type OfferBuild } from '../offers/offer-build.ts';
import { timeOfBuild } from '../vite/build-time.ts';
import { jsLiteral } from './js-literal.ts';

/** The i18next namespace of the footer's UI strings: it ships with the footer's config. */
export const FOOTER_NAMESPACE = 'footer';

export type ModuleKind = 'locale' | 'footer' | 'customer' | 'pages' | 'body';

/** Names a module: by its content in a build, by its place on the dev server. */
export type ModuleNaming = (kind: ModuleKind, code: string, text: string, pageId?: string) => string;

export interface ConfigModules {
  /** Every module: URL path → text. */
  modules: Map<string, string>;
  /** Each locale's module URLs (what its pages' HTML carries). */
  locales: Record<string, LocaleFiles>;
  /** Each locale's page id → the URL of that page's body module. */
  bodies: Record<string, Record<string, string>>;
  /** Each locale's resolve time when its rules read `now` (its pages say so), else null. */
  resolvedAt: Record<string, string | null>;
}

export interface ConfigModulesInput {
  config: CompiledConfig;
  strings: StringResources;
  offers: OfferBuild;
  /** The build's time (tools/vite/build-time.ts). */
  at: number;
  naming: ModuleNaming;
  /**
   * The modules made before and the locales to make again: every other locale keeps its modules
   * as they were (tools/save-to-served/touched-locales.ts tells which a save reaches).
   */
  reuse?: { previous: ConfigModules; only: ReadonlySet<string> };
}

/** A build's names: `/assets/config/de-de-footer-AbCd1234.js`, eight characters of the text's SHA-256 as Vite's own. */
export const hashedNaming: ModuleNaming = (kind, code, text, pageId) => {
  const hash = createHash('sha256').update(text).digest('base64url').slice(0, 8);
  const page = pageId === undefined ? '' : `-${pageId.replace(/[^A-Za-z0-9_-]/g, '_')}`;
  return `/assets/config/${code}${kind === 'locale' ? '' : `-${kind}`}${page}-${hash}.js`;
};

/** The UI strings of one language, without the namespaces that travel elsewhere (the engine's, the footer's, the offers'). */
function uiStringsOf(strings: StringResources, language: string): StringResources {
  const namespaces = strings[language];
  if (!namespaces) return {};
  const { [ENGINE_STRINGS_NAMESPACE]: _engine, [FOOTER_NAMESPACE]: _footer, [OFFERS_NAMESPACE]: _offers, ...ui } = namespaces;
  return { [language]: ui };
}

/** A locale's modules as `previous` has them, copied into `into`; false when any is missing (then it is made again). */
function reused(previous: ConfigModules, code: string, into: ConfigModules): boolean {
  const files = previous.locales[code];
  const bodies = previous.bodies[code];
  const resolvedAt = previous.resolvedAt[code];
  if (!files || !bodies || resolvedAt === undefined) return false;
  const urls = [files.locale, files.footer, files.customer, files.pages, ...Object.values(bodies)];
  if (!urls.every((url) => previous.modules.has(url))) return false;
  for (const url of urls) into.modules.set(url, previous.modules.get(url)!);
  into.locales[code] = files;
  into.bodies[code] = bodies;
  into.resolvedAt[code] = resolvedAt;
  return true;
}

function exports(values: Record<string, unknown>): string {
  return `${Object.entries(values)
    .map(([name, value]) => `export const ${name}=${jsLiteral(value)};`)
    .join('\n')}\n`;
}

export function configModules(input: ConfigModulesInput): ConfigModules {
  const { config, strings, offers, naming } = input;
  const modules = new Map<string, string>();
  const add = (kind: ModuleKind, code: string, text: string, pageId?: string): string => {
    const url = naming(kind, code, text, pageId);
    modules.set(url, text);
    return url;
  };
  const result: ConfigModules = { modules, locales: {}, bodies: {}, resolvedAt: {} };

  for (const { code, language } of config.locales.list) {
    if (input.reuse && !input.reuse.only.has(code) && reused(input.reuse.previous, code, result)) continue;
    const forLocale = configForLocale(config, code);
    const { config: local, part } = splitCustomerPart(configForBrowser(splitFooters(forLocale).config));
    const { pages, ...rest } = local;
    const localePages = config.pages[code] ?? [];

    const bodies: Record<string, string> = {};
    for (const page of localePages) bodies[page.id] = add('body', code, exports({ body: offers.body(code, page, partForBrowser(bodyOf(page))) }), page.id);
    result.bodies[code] = bodies;

    const time = timeOfBuild(config, code, input.at);
    result.resolvedAt[code] = time.readsNow ? time.now.iso : null;
    const footers = configForBrowser(forLocale).footers;
    result.locales[code] = {
      // The build's time only for a locale whose rules read it: the others' modules stay as they were.
      locale: add(
        'locale',
        code,
        exports({
          config: time.readsNow ? { ...rest, now: time.now } : rest,
          pageTable: compactPageTable(pages[code] ?? []),
          strings: uiStringsOf(strings, language),
        }),
      ),
      footer: add('footer', code, exports({ footers, strings: strings[language]?.[FOOTER_NAMESPACE] ?? {} })),
      customer: add('customer', code, exports({ part })),
      pages: add('pages', code, exports({ bodies })),
    };
  }
  return result;
}
