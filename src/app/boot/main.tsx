/**
 * The browser entry: builds the services, the history and the browser ports (what the app
 * reads and writes of `window` and `document`: storage, cookies, location, the document's
 * language) and renders the App. Interaction hooks (scroll lock, media queries) and file
 * downloads use the DOM directly, where a port would only rename it.
 */
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { APP_STARTED_EVENT } from './app-started.ts';
import { loadLocale, locales } from 'virtual:portal-config';
import '../../render/theme/tokens.css';
import '../../render/theme/base.css';
import { App, preloadFooter } from '../App.tsx';
import type { BrowserPorts } from '../data/browser-ports.ts';
import { createPageBodies, PageBodiesContext } from '../data/page-bodies.ts';
import { preloadPageCode } from '../pages/preload-page.ts';
import { pageAt } from '../../engine/pages/in-window.ts';
import { PAGE_DATA_ELEMENT_ID, parsePageData, subjectOf, withServedPage } from '../../engine/pages/page-data.ts';
import { ServicesContext, type AppEnvironment, type SignInSource } from '../data/services-context.tsx';
import { createCoreServices, type ServiceOptions } from '../data/core-services.ts';
import type { CustomerServices, CustomerServicesSource } from '../data/services.ts';
import { COUNTRY_BANNER_COOKIE } from '../environment.ts';
import { uiStringsOf } from '../../render/i18n/strings-of-language.ts';
import { createFooterSource } from './footer/footer-source.ts';
import { loadFooterOnApproach, PRERENDERED_FOOTER_SELECTOR } from './footer/footer-on-approach.ts';
import { withFooterStrings } from './footer/footer-strings.ts';
import { createBrowserHistory } from '../routes/navigation.ts';
import { loadOidc } from '../oidc/load.ts';
import { languageTagOf } from '../../contract/build-and-browser.ts';
import { parseRoute } from '../routes/locale.ts';
import { warmOnLinkIntent } from '../routes/warm-page-table.ts';
import { createDocumentCookieJar } from '../session/storage.ts';
import type { DataLayer } from '../tracking/consent.ts';
import { createDomScriptLoader } from '../tracking/script-loader.ts';
import { deviceKind } from '../tracking/context-id.ts';
import { valueStore } from '../flags/value-store.ts';
import type { FeatureFlags } from '../../engine/types/persona.ts';

declare global {
  interface Window {
    /** The tag manager's data layer (spec 7 consent, consent/consent-service.ts). */
    dataLayer?: DataLayer;
  }
}

function safeLocalStorage(): Storage | { getItem(): null; setItem(): void; removeItem(): void } {
  try {
    return window.localStorage;
  } catch {
    // Blocked storage (privacy modes): the session then lives in the cookie only.
    return { getItem: () => null, setItem: () => undefined, removeItem: () => undefined };
  }
}

/**
 * sessionStorage (per tab): a kept signal (?embedded=true), the tab's own session (multiContext)
 * and a sign-in's round trip live there. Blocked (privacy modes): undefined, and then a kept
 * signal holds for the page it came with only, and every tab shares the session.
 */
function sessionStorageOrNone(): Storage | undefined {
  try {
    return window.sessionStorage;
  } catch {
    return undefined;
  }
}

const tabStorage = sessionStorageOrNone();
const cookies = createDocumentCookieJar(document);
const browser: BrowserPorts = {
  host: window.location.host,
  origin: window.location.origin,
  readDocumentLang: () => document.documentElement.lang,
  writeDocumentLang: (tag) => {
    document.documentElement.lang = tag;
  },
  signalSources: {
    cookies,
    userAgent: navigator.userAgent,
    localStorage: safeLocalStorage(),
    sessionStorage: tabStorage ?? { getItem: () => null, setItem: () => undefined },
  },
  removeCountryBannerCookie: () => cookies.remove(COUNTRY_BANNER_COOKIE),
  ...(tabStorage ? { tabStorage } : {}),
  onDocumentClick: (handler) => {
    document.addEventListener('click', handler);
    return () => document.removeEventListener('click', handler);
  },
};

const history = createBrowserHistory(window);
const serviceOptions: ServiceOptions = {
  storage: safeLocalStorage(),
  // multiContext keeps a tab's own session here (session/token-store.ts).
  ...(tabStorage ? { tabStorage } : {}),
  cookies,
  navigate: (href) => window.location.assign(href),
  // Spec 7: the data layer on window; scripts as the deployment configures them (locally the
  // local stack's stand-ins), which comes with the consent service's own chunk.
  consent: { host: window, loadScript: createDomScriptLoader(document), device: deviceKind(navigator) },
  device: deviceKind(navigator),
};
const services = createCoreServices(serviceOptions);
// A stored session is read with the token decoder (its own chunk, App.tsx): start it at once.
if (services.tokens.getAccessToken() !== null) import('../data/token-identity.ts').catch(() => undefined);
/** OpenID Connect sign-in, refresh and logout (oidc/, a chunk loaded when first needed). */
const signIn: SignInSource = {
  load: loadOidc,
  pages: (locale) => loadLocale(locale).then((m) => m.config.pages[locale] ?? []),
  origin: window.location.origin,
  document,
};
/** The customer services (API clients, auth, session monitor, tracker): loaded when somebody logs in or is logged in. */
let customerServices: CustomerServices | null = null;
let customerServicesLoading: Promise<CustomerServices> | null = null;
const customer: CustomerServicesSource = {
  peek: () => customerServices,
  load: () =>
    (customerServicesLoading ??= Promise.all([import('../data/customer-services.ts'), import('../session/activity.ts')]).then(
      ([{ createCustomerServices }, { createWindowActivitySource }]) => {
        // Activity (mouse, keys, touch) matters to the session monitor only, which lives there too.
        customerServices = createCustomerServices(services, { ...serviceOptions, signIn, activitySource: createWindowActivitySource() });
        return customerServices;
      },
    )),
};
// Another tab logging in or out changes the shared storage: re-read who is logged in.
window.addEventListener('storage', () => services.session.notify());

/**
 * A visitor's flags from the flag service: its client (a chunk of its own) comes QUIET_MS after
 * the app starts, when the page's own loading is done (flags/visitor-flags.ts says why). Not at
 * the load event: this module is imported by the boot script, often after it.
 */
const visitorFlags = valueStore<FeatureFlags | undefined>(undefined);
const QUIET_MS = 5000;
setTimeout(
  () =>
    // Not loaded (offline, a new build): the page keeps its defaults, and the console says why.
    import('../flags/visitor-flags.ts')
      .then(({ startVisitorFlags }) => startVisitorFlags({ services, storage: serviceOptions.storage, consentHost: window, onFlags: visitorFlags.set }))
      .catch(console.warn),
  QUIET_MS,
);

const environment: AppEnvironment = { services, customer, history, browser, signIn, visitorFlags };

/**
 * A path outside every locale (/, /login, an unknown locale) is redirected before anything is
 * loaded; otherwise only the page's own locale's config and strings are fetched (a chunk each).
 * A prerendered page is hydrated: its HTML is already on screen; an app-shell page
 * (or a page the server could not prerender) is rendered from scratch.
 */
async function start(root: HTMLElement): Promise<void> {
  const route = parseRoute(window.location.pathname, window.location.search, locales, document.documentElement.lang);
  if (route.kind === 'redirect') {
    window.location.replace(`${route.to}${window.location.hash}`);
    return;
  }
  const { config: localeConfig, strings, loadBody, loadCustomerPart, loadFooter, prefetchPageTable } = await loadLocale(route.locale);
  // Ahead of a navigation only; if it fails, the navigation's own loadBody asks again and says so.
  warmOnLinkIntent(document, window.location.origin, () => void prefetchPageTable().catch(() => undefined));
  const served = parsePageData(document.getElementById(PAGE_DATA_ELEMENT_ID)?.textContent);
  // The page the server answered this path with is the page it is (an unknown offer: not found).
  const config = served ? withServedPage(localeConfig, route.locale, window.location.pathname, served.page) : localeConfig;
  // The page's body before the first render: hydration must draw what the HTML shows. A
  // prerendered page carries it (engine/pages/page-data.ts); without it (an app-shell page, a
  // hand-edited file) its chunk is loaded. A legacy hash route loads its body after.
  const bodies = createPageBodies(loadBody, served);
  const page = pageAt(config.pages, route.locale, window.location.pathname, config.now);
  if (page) {
    const shown = bodies.get(page.id, subjectOf(page, window.location.pathname));
    const body = shown ?? (await bodies.load(page.id).catch((error: unknown) => console.error(`The page "${page.id}" could not be loaded`, error)));
    if (body) preloadPageCode(body);
  }
  const language = config.locales.byCode[route.locale]?.language ?? 'de';
  const uiStrings = uiStringsOf(strings, language);
  // The footer's config, strings and code load together, when something asks for the footer:
  // the visitor nearing it (below), or App.tsx when what it shows changes.
  const footerSource = createFooterSource(() => {
    preloadFooter().catch(() => undefined); // a failure shows when the footer renders (LazyBoundary)
    return loadFooter().then((footer) => withFooterStrings(uiStrings, footer));
  });
  document.documentElement.lang = languageTagOf(route.locale);
  const app = (
    <StrictMode>
      <ServicesContext.Provider value={environment}>
        <PageBodiesContext.Provider value={bodies}>
          <App config={config} uiStrings={() => uiStrings} loadCustomerPart={loadCustomerPart} footerSource={footerSource} />
        </PageBodiesContext.Provider>
      </ServicesContext.Provider>
    </StrictMode>
  );
  // A prerendered footer is complete HTML: its code waits until the visitor nears it
  // (footer-on-approach.ts). A page drawn anew has none to show meanwhile.
  const prerenderedFooter = root.querySelector<HTMLElement>(PRERENDERED_FOOTER_SELECTOR);
  if (prerenderedFooter) loadFooterOnApproach(prerenderedFooter, () => void footerSource.load());
  else void footerSource.load();
  // A transition: React hydrates in small slices, yielding to the browser between them, instead
  // of one long task that would hold up a tap on the page (total blocking time).
  if (root.hasChildNodes()) startTransition(() => void hydrateRoot(root, app, { onRecoverableError: reportHydrationError }));
  else createRoot(root).render(app);
  // A press on the prerendered page before now is pressed again (early-press.ts).
  document.dispatchEvent(new Event(APP_STARTED_EVENT));
}

/** React recovers by drawing the part again; the cause (what threw or differed) is what tells why. */
function reportHydrationError(error: unknown): void {
  const cause = error instanceof Error ? error.cause : undefined;
  console.error('Hydration error', error, ...(cause === undefined ? [] : ['caused by', cause]));
}

const root = document.getElementById('root');
if (root) {
  start(root).catch((error: unknown) => {
    // Without its locale's config the page cannot render: say so instead of a blank page.
    console.error('The portal could not start', error);
    root.textContent = 'The page could not be loaded. Please reload it.';
  });
}
