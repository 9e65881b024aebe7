/**
 * Renders the App in jsdom with in-memory history, storage and browser ports, the real
 * compiled config and strings, and a fetch that answers from a handler (default: 404).
 */
import { render, type RenderResult } from '@testing-library/react';
import { join } from 'node:path';
import { App } from '../../../src/app/App.tsx';
import type { BrowserPorts } from '../../../src/app/data/browser-ports.ts';
import { createPortalQueryClient } from '../../../src/app/data/query-client.ts';
import { CustomerQueryClientContext } from '../../../src/app/customer/customer-query-client.ts';
import { ServicesContext, type SignInSource } from '../../../src/app/data/services-context.tsx';
import { createPortalServices, readyCustomerServices, type PortalServices, type ServiceOptions } from '../../../src/app/data/services.ts';
import { uiStringsOf } from '../../../src/render/i18n/strings-of-language.ts';
import type { UiStrings } from '../../../src/render/i18n/ui-strings.ts';
import type { AppHistory, LocationSnapshot } from '../../../src/app/routes/navigation.ts';
import { createMemoryStorage } from '../../../src/app/session/storage.ts';
import { loadStringResources } from '../../../tools/config/strings.ts';
import { loadCompiledConfig } from '../../../tools/config/validate.ts';
import type { CompiledConfig } from '../../../src/engine/config/compiled.ts';
import type { StoredSession } from '../../../src/app/session/token-store.ts';

const repoRoot = join(import.meta.dirname, '..', '..', '..');
export const config = loadCompiledConfig(repoRoot);
const strings = loadStringResources(join(repoRoot, 'config'));

export interface MemoryHistory extends AppHistory {
  /** Full page loads (assign, replace, reload). */
  assigned: string[];
  /** Of those, the page loads that took the current entry's place in the history (replace). */
  loadedInPlace: string[];
  /** Same-document navigations that replaced the current entry (push with `replace`). */
  replaced: string[];
}

export function createMemoryHistory(initial: string): MemoryHistory {
  const listeners = new Set<() => void>();
  const parse = (href: string): LocationSnapshot => {
    const url = new URL(href, 'http://portal.test');
    return { pathname: url.pathname, search: url.search, hash: url.hash };
  };
  let location = parse(initial);
  const assigned: string[] = [];
  const loadedInPlace: string[] = [];
  const replaced: string[] = [];
  const set = (href: string) => {
    location = parse(href);
    for (const listener of [...listeners]) listener();
  };
  return {
    assigned,
    loadedInPlace,
    replaced,
    getLocation: () => location,
    subscribe(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    push: (href, options) => {
      if (options?.replace) replaced.push(href);
      set(href);
    },
    assign: (href) => void assigned.push(href),
    replace: (href) => {
      assigned.push(href);
      loadedInPlace.push(href);
    },
    reload: () => void assigned.push('(reload)'),
  };
}

export interface RenderedApp extends RenderResult {
  history: MemoryHistory;
  services: PortalServices;
  lang: () => string;
  /** Whether the country-banner flag cookie is set (see RenderAppOptions.countryBannerCookie). */
  countryBannerCookie: () => boolean;
}

export interface RenderAppOptions {
  /** Spec 7 consent: the data-layer host (default: a private object) and configuration. */
  consent?: ServiceOptions['consent'];
  device?: ServiceOptions['device'];
  /** The spec 2.7 flag cookie is set when the page loads. */
  countryBannerCookie?: boolean;
  /** The browser's User-Agent (the app's tokens are context signals); default "jsdom". */
  userAgent?: string;
  /** Another compiled config (default: the real one), e.g. with a scheduled rule. */
  config?: CompiledConfig;
  /** The sign-in chunk as main.tsx hands it in (default: none, as in the prerender). */
  signIn?: SignInSource;
  /** A session stored before the page loads (a customer already signed in). */
  session?: StoredSession;
  /** This tab's sessionStorage before the page loads (e.g. a pending sign-in). */
  tabStorage?: Record<string, string>;
  /** The page's host name (location.host: the region, spec 2.1); default portal.test. */
  host?: string;
}

export function renderApp(
  path: string,
  fetch: typeof globalThis.fetch = async () => new Response('{}', { status: 404 }),
  options: RenderAppOptions = {},
): RenderedApp {
  const history = createMemoryHistory(path);
  let lang = 'de-DE';
  let countryBannerCookie = options.countryBannerCookie ?? false;
  const sessionStore = createMemoryStorage();
  const browser: BrowserPorts = {
    host: options.host ?? 'portal.test',
    origin: `http://${options.host ?? 'portal.test'}`,
    readDocumentLang: () => lang,
    writeDocumentLang: (tag) => {
      lang = tag;
    },
    signalSources: {
      cookies: { get: (name) => (name === 'portal_country_banner' && countryBannerCookie ? '1' : null) },
      userAgent: options.userAgent ?? 'jsdom',
      localStorage: window.localStorage,
      sessionStorage: sessionStore,
    },
    removeCountryBannerCookie: () => {
      countryBannerCookie = false;
    },
    onDocumentClick: () => () => undefined,
    tabStorage: createMemoryStorage(options.tabStorage),
  };
  const services = createPortalServices({
    storage: createMemoryStorage(),
    navigate: (href) => history.assign(href),
    fetch,
    ...(options.consent ? { consent: options.consent } : {}),
    ...(options.device ? { device: options.device } : {}),
  });
  if (options.session) services.saveLogin(options.session);
  // Every locale's config is here, so a link to another locale stays in the app: strings per language.
  const byLanguage = new Map<string, UiStrings>();
  const uiStrings = (language: string) => byLanguage.get(language) ?? byLanguage.set(language, uiStringsOf(strings, language)).get(language)!;
  const result = render(
    <CustomerQueryClientContext.Provider value={createPortalQueryClient({ retryDelay: 1 })}>
      <ServicesContext.Provider
        value={{ services, customer: readyCustomerServices(services), history, browser, ...(options.signIn ? { signIn: options.signIn } : {}) }}
      >
        <App config={options.config ?? config} uiStrings={uiStrings} />
      </ServicesContext.Provider>
    </CustomerQueryClientContext.Provider>,
  );
  return { ...result, history, services, lang: () => lang, countryBannerCookie: () => countryBannerCookie };
}
