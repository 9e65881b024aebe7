/** React access to the portal services and their observable state. */
import { createContext, startTransition, useContext, useEffect, useState, useSyncExternalStore } from 'react';
import type { AppHistory, LocationSnapshot } from '../routes/navigation.ts';
import type { PageRoute } from '../../engine/pages/compiled.ts';
import type { BrowserPorts } from './browser-ports.ts';
import type { SessionSignIn } from './session-sign-in.ts';
import type { ValueStore } from '../flags/value-store.ts';
import type { FeatureFlags } from '../../engine/types/persona.ts';
import type { CoreServices, CustomerServices, CustomerServicesSource } from './services.ts';

export interface AppEnvironment {
  services: CoreServices;
  /** The services of a logged-in customer: a chunk of their own in the browser. */
  customer: CustomerServicesSource;
  history: AppHistory;
  browser: BrowserPorts;
  /**
   * The sign-in's own chunk (oidc/load.ts) and a locale's page table (the login's `product`),
   * handed in by main.tsx: the login block (a lazy chunk) imports neither itself, since a lazy
   * chunk that reaches a dynamic import made the bundler move Vite's preload helper out of the
   * app into a first-load file of its own (+0.8 kB gzip). Absent in the prerender and tests.
   */
  signIn?: SignInSource;
  /** A visitor's latest flags from the flag service (main.tsx, flags/visitor-flags.ts). Absent in the prerender and tests: the defaults. */
  visitorFlags?: ValueStore<FeatureFlags | undefined>;
}

export interface SignInSource extends SessionSignIn {
  load(): Promise<typeof import('../oidc/login-flow.ts')>;
  pages(locale: string): Promise<readonly PageRoute[]>;
}

export const ServicesContext = createContext<AppEnvironment | null>(null);

export function useAppEnvironment(): AppEnvironment {
  const value = useContext(ServicesContext);
  if (!value) throw new Error('useAppEnvironment: wrap the app in <ServicesContext.Provider> (see main.tsx)');
  return value;
}

export function useServices(): CoreServices {
  return useAppEnvironment().services;
}

/** The customer services once `wanted` (somebody is logged in, or logs in); null until loaded. */
export function useCustomerServices(wanted: boolean): CustomerServices | null {
  const { customer } = useAppEnvironment();
  const [loaded, setLoaded] = useState<CustomerServices | null>(() => customer.peek());
  useEffect(() => {
    if (!wanted || loaded) return undefined;
    let live = true;
    customer.load().then(
      (services) => live && setLoaded(services),
      (error: unknown) => console.error('The customer services could not be loaded', error),
    );
    return () => {
      live = false;
    };
  }, [wanted, loaded, customer]);
  return loaded;
}

/*
 * Server snapshots: a prerendered page was rendered at build time for its path alone,
 * for nobody logged in. Hydration must draw exactly that, so these hooks answer the same
 * during hydration (React uses the server snapshot then) and re-render with the browser's real
 * state right after: query, hash, stored session.
 */

/** The path without query and hash, one object per path (a snapshot must be stable). */
const pathOnly = new Map<string, LocationSnapshot>();
function pathSnapshot(location: LocationSnapshot): LocationSnapshot {
  let snapshot = pathOnly.get(location.pathname);
  if (!snapshot) {
    if (pathOnly.size > 100) pathOnly.clear();
    pathOnly.set(location.pathname, (snapshot = { pathname: location.pathname, search: '', hash: '' }));
  }
  return snapshot;
}

export function useLocationSnapshot(): LocationSnapshot {
  const { history } = useAppEnvironment();
  return useSyncExternalStore(history.subscribe, history.getLocation, () => pathSnapshot(history.getLocation()));
}

const noSession = () => null;
const notForbidden = () => false;

export function useAccessToken(): string | null {
  const { session } = useServices();
  return useSyncExternalStore(session.subscribe, session.getAccessToken, noSession);
}

export function useForbidden(): boolean {
  const { forbidden } = useServices();
  return useSyncExternalStore(forbidden.subscribe, forbidden.getForbidden, notForbidden);
}

/**
 * False while prerendering and hydrating, true from the render after. The switch is a transition:
 * parts of a prerendered page whose code is still loading (lazy boundaries) keep their HTML
 * instead of being thrown away and drawn again, which an urgent update would make React do.
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => startTransition(() => setHydrated(true)), []);
  return hydrated;
}
