/**
 * The portal's long-lived services, handed to React through ServicesContext: the core services
 * every page has (core-services.ts) and the customer services (customer-services.ts), which the
 * browser loads as a chunk of its own when somebody is logged in. Browser objects come in as
 * arguments, so these files never reach for `window` themselves.
 *
 * Token changes (login, refresh, logout, a 403) are observable (`session.subscribe`), so
 * React re-reads who is logged in without polling.
 */
import { createCoreServices, type CoreServices, type ServiceOptions } from './core-services.ts';
import { createCustomerServices, type CustomerServices } from './customer-services.ts';

export type { CoreServices, ForbiddenEvents, ObservableSession, PageState, ServiceOptions } from './core-services.ts';
export type { CustomerServices } from './customer-services.ts';

export type PortalServices = CoreServices & CustomerServices;

/** Every service at once (tests, Node hosts): what the browser assembles in two steps. */
export function createPortalServices(options: ServiceOptions): PortalServices {
  const core = createCoreServices(options);
  return Object.assign(core, createCustomerServices(core, options));
}

/** Where the app gets the customer services: at once (tests) or from their chunk (the browser). */
export interface CustomerServicesSource {
  /** The services when they are there already; null while their chunk loads. */
  peek(): CustomerServices | null;
  load(): Promise<CustomerServices>;
}

export function readyCustomerServices(services: CustomerServices): CustomerServicesSource {
  return { peek: () => services, load: () => Promise.resolve(services) };
}
