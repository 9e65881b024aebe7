/** React access to the portal services and their observable state. */
import { createContext, useContext, useSyncExternalStore } from 'react';
import type { AppHistory, LocationSnapshot } from '../routes/navigation.ts';
import type { BrowserPorts } from './browser-ports.ts';
import type { PortalServices } from './services.ts';

export interface AppEnvironment {
  services: PortalServices;
  history: AppHistory;
  browser: BrowserPorts;
}

export const ServicesContext = createContext<AppEnvironment | null>(null);

export function useAppEnvironment(): AppEnvironment {
  const value = useContext(ServicesContext);
  if (!value) throw new Error('useAppEnvironment: wrap the app in <ServicesContext.Provider> (see main.tsx)');
  return value;
}

export function useServices(): PortalServices {
  return useAppEnvironment().services;
}

export function useLocationSnapshot(): LocationSnapshot {
  const { history } = useAppEnvironment();
  return useSyncExternalStore(history.subscribe, history.getLocation, history.getLocation);
}

export function useAccessToken(): string | null {
  const { session } = useServices();
  return useSyncExternalStore(session.subscribe, session.getAccessToken, session.getAccessToken);
}

export function useForbidden(): boolean {
  const { forbidden } = useServices();
  return useSyncExternalStore(forbidden.subscribe, forbidden.getForbidden, forbidden.getForbidden);
}
