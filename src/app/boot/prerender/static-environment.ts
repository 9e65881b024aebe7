/**
 * The app environment of a page rendered at build time: a fixed location, the locale site's
 * host, in-memory storage (nobody is logged in), no navigation and no network. Rendering never
 * calls any of the services; they exist because the app's hooks expect them.
 */
import type { BrowserPorts } from '../../data/browser-ports.ts';
import type { AppEnvironment } from '../../data/services-context.tsx';
import { createPortalServices } from '../../data/services.ts';
import type { AppHistory, LocationSnapshot } from '../../routes/navigation.ts';
import { createMemoryStorage } from '../../session/storage.ts';

function fixedHistory(pathname: string): AppHistory {
  const location: LocationSnapshot = { pathname, search: '', hash: '' };
  return {
    getLocation: () => location,
    subscribe: () => () => undefined,
    push: () => undefined,
    assign: () => undefined,
    reload: () => undefined,
    replace: () => undefined,
  };
}

export function staticEnvironment(pathname: string, origin: string, lang: string): AppEnvironment {
  const browser: BrowserPorts = {
    host: new URL(origin).host,
    origin,
    readDocumentLang: () => lang,
    writeDocumentLang: () => undefined,
    // The prerendered HTML is every visitor's: no cookie, no User-Agent, nothing stored.
    signalSources: {
      cookies: { get: () => null },
      userAgent: '',
      localStorage: { getItem: () => null },
      sessionStorage: { getItem: () => null, setItem: () => undefined },
    },
    removeCountryBannerCookie: () => undefined,
    onDocumentClick: () => () => undefined,
  };
  const services = createPortalServices({
    storage: createMemoryStorage(),
    navigate: () => undefined,
    // A build must not call services: any attempt is a bug in a render path, made loud here.
    fetch: () => Promise.reject(new Error('no network while prerendering')),
  });
  // As in the browser before their chunk has loaded: no customer services during the first render.
  return { services, customer: { peek: () => null, load: () => Promise.resolve(services) }, history: fixedHistory(pathname), browser };
}
