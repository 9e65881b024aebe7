/**
 * How the app loads a locale's config. The build writes each locale's config as a
 * few plain data modules (their names and shapes: contract/build-and-browser.ts) with content-hashed names (tools/config-modules/): the locale's config and
 * UI strings, its footer, its customer part, its page table and one module per page body. None of
 * them imports anything, and the app's code names none of them: a page's HTML carries its locale's
 * module URLs (`#portal-config-files`), and /config-files.json has every locale's.
 *
 * So a product owner's save changes the modules it touches and the pages that show them, never
 * the app's code: a running `npm start` writes those files next to the last build's and serves
 * them within a second, where a hashed name in the app's code would have changed the app chunk,
 * every chunk that imports from it and every page (a two-minute build).
 */
import type { CompiledConfig } from '../../engine/config/compiled.ts';
import type { CustomerConfigPart } from '../../engine/config/customer-part.ts';
import type { StringResources } from '../../engine/config/languages.ts';
import { expandPageTable } from '../../engine/pages/bodies.ts';
import type { PageBody } from '../../engine/pages/compiled.ts';
import {
  CONFIG_FILES_ELEMENT_ID,
  CONFIG_FILES_PATH,
  type BodyData,
  type ConfigSource,
  type CustomerData,
  type FooterData,
  type LocaleData,
  type LocaleFiles,
  type PagesData,
} from '../../contract/build-and-browser.ts';
import { importTryingAgain } from './import-again.ts';

export interface LocaleModule {
  /** The locale's config; its pages are `deferred`: their bodies come from loadBody. */
  config: CompiledConfig;
  strings: StringResources;
  /** The footer's config and its UI strings (the `footer` namespace). */
  loadFooter(): Promise<FooterData>;
  /** What of the config only a customer's view reads (the customer data loads it). */
  loadCustomerPart(): Promise<CustomerConfigPart>;
  /** One page's body (intro, head, blocks), found through the page table. */
  loadBody(id: string): Promise<PageBody>;
  /** Loads the page table ahead of a navigation (app/routes/warm-page-table.ts). */
  prefetchPageTable(): Promise<unknown>;
}

/** `loadLocale(code)`: each module imported once (the module loader keeps it), the page table once per locale. */
export function createLocaleLoader(source: ConfigSource): (code: string) => Promise<LocaleModule> {
  return async (code) => {
    const files = await source.filesOf(code);
    const data = (await source.importModule(files.locale)) as LocaleData;
    let pages: Promise<PagesData> | undefined;
    const pageTable = () =>
      (pages ??= (source.importModule(files.pages) as Promise<PagesData>).catch((error: unknown) => {
        pages = undefined; // a failed load (the network) is tried again by the next navigation
        throw error;
      }));
    return {
      config: { ...data.config, pages: { [code]: expandPageTable(code, data.pageTable) } } as CompiledConfig,
      strings: data.strings,
      loadFooter: () => source.importModule(files.footer) as Promise<FooterData>,
      loadCustomerPart: () => (source.importModule(files.customer) as Promise<CustomerData>).then((module) => module.part),
      prefetchPageTable: pageTable,
      loadBody: async (id) => {
        const url = (await pageTable()).bodies[id];
        if (url === undefined) throw new Error(`no page ${id} in the config of ${code}`);
        return ((await source.importModule(url)) as BodyData).body;
      },
    };
  };
}

function isLocaleFiles(value: unknown): value is LocaleFiles {
  if (value === null || typeof value !== 'object') return false;
  const files = value as Record<string, unknown>;
  return ['locale', 'footer', 'customer', 'pages'].every((name) => typeof files[name] === 'string');
}

/**
 * The browser's source: the page's own locale from its HTML, any other from /config-files.json
 * (asked once). A page without the element (the app shell) asks the file for its own locale too.
 */
export function documentConfigSource(document: Document, fetchJson: (path: string) => Promise<unknown>): ConfigSource {
  let all: Promise<unknown> | undefined;
  return {
    async filesOf(code) {
      const element = document.getElementById(CONFIG_FILES_ELEMENT_ID);
      if (element?.getAttribute('data-locale') === code) {
        const own: unknown = JSON.parse(element.textContent ?? 'null');
        if (isLocaleFiles(own)) return own;
      }
      all ??= fetchJson(CONFIG_FILES_PATH).catch((error: unknown) => {
        all = undefined;
        throw error;
      });
      const files = ((await all) as Record<string, unknown> | null)?.[code];
      if (!isLocaleFiles(files)) throw new Error(`no config for locale ${code} in ${CONFIG_FILES_PATH}`);
      return files;
    },
    importModule: importTryingAgain((url) => import(/* @vite-ignore */ url)),
  };
}

/** A source set later: the prerender entry's, whose folder the build names when it renders. */
export function settableConfigSource(): ConfigSource & { set(source: ConfigSource): void } {
  let current: ConfigSource | undefined;
  const get = (): ConfigSource => {
    if (!current) throw new Error('the prerender has no config source: call setConfigSource first');
    return current;
  };
  return {
    set: (source) => {
      current = source;
    },
    filesOf: (code) => get().filesOf(code),
    importModule: (url) => get().importModule(url),
  };
}
