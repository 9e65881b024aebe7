/**
 * The browser entry: the only file that touches `window` and `document` directly. It
 * builds the services, the history and the browser ports, and renders the App.
 */
import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { config, strings } from 'virtual:portal-config';
import '../render/theme/tokens.css';
import '../render/theme/base.css';
import { App } from './App.tsx';
import type { BrowserPorts } from './data/browser-ports.ts';
import { createPortalQueryClient } from './data/query-client.ts';
import { ServicesContext, type AppEnvironment } from './data/services-context.tsx';
import { createPortalServices } from './data/services.ts';
import { CONSENT_CONFIG, COUNTRY_BANNER_COOKIE } from './environment.ts';
import { createI18n } from './i18n.ts';
import { createBrowserHistory } from './routes/navigation.ts';
import { createWindowActivitySource } from './session/activity.ts';
import { createDocumentCookieJar } from './session/storage.ts';
import { createDomScriptLoader, type DataLayer } from './tracking/consent.ts';
import { deviceKind } from './tracking/context-id.ts';

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

const cookies = createDocumentCookieJar(document);
const browser: BrowserPorts = {
  host: window.location.host,
  origin: window.location.origin,
  readDocumentLang: () => document.documentElement.lang,
  writeDocumentLang: (tag) => {
    document.documentElement.lang = tag;
  },
  readCountryBannerCookie: () => cookies.get(COUNTRY_BANNER_COOKIE) !== null,
  onDocumentClick: (handler) => {
    document.addEventListener('click', handler);
    return () => document.removeEventListener('click', handler);
  },
};

const history = createBrowserHistory(window);
const services = createPortalServices({
  storage: safeLocalStorage(),
  cookies,
  navigate: (href) => window.location.assign(href),
  activitySource: createWindowActivitySource(),
  // Spec 7: the data layer on window; scripts only as configured (none locally, environment.ts).
  consent: { host: window, config: CONSENT_CONFIG, loadScript: createDomScriptLoader(document) },
  device: deviceKind(navigator),
});
// Another tab logging in or out changes the shared storage: re-read who is logged in.
window.addEventListener('storage', () => services.session.notify());

const environment: AppEnvironment = { services, history, browser };
const queryClient = createPortalQueryClient();
const i18n = createI18n(strings, document.documentElement.lang.split('-')[0] || 'de');

const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <ServicesContext.Provider value={environment}>
          <App config={config} i18n={i18n} />
        </ServicesContext.Provider>
      </QueryClientProvider>
    </StrictMode>,
  );
}
