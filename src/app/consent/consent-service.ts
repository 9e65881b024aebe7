/**
 * Spec 7 "Consent", as one long-lived service (created with the other portal services):
 * - `start(regionGroup)` once per page load: the denied-by-default consent state in the data
 *   layer, then the configured consent manager, unblock script and the region group's
 *   tag-manager container (`initConsent`). Later calls do nothing, so React re-renders,
 *   StrictMode's double effects and remounts cannot push the defaults twice;
 * - `identify(customerNumber)`: the `customer_id` data-layer push for a logged-in customer,
 *   once per customer number (a visitor never calls it). Before `start` it waits, so the
 *   consent defaults always come first;
 * - `openSettings()`: the consent manager's settings layer, when one is loaded. Which function
 *   opens it is configuration (`ConsentConfig.settingsFunction`, a dotted path on the host,
 *   default `UC_UI.showSecondLayer`); false when there is none (locally), and the app shows
 *   its own "not available" dialog instead.
 */
import { initConsent, pushCustomerId, type ConsentConfig, type DataLayer, type RegionGroup, type ScriptLoader } from '../tracking/consent.ts';

/** Usercentrics' browser API; any consent manager's opener can be configured instead. */
export const DEFAULT_SETTINGS_FUNCTION = 'UC_UI.showSecondLayer';

export interface ConsentService {
  start(regionGroup: RegionGroup): void;
  identify(customerNumber: string): void;
  openSettings(): boolean;
}

export interface ConsentServiceOptions {
  /** Usually `window`: gets `dataLayer`, and is where the consent manager's API appears. */
  host: { dataLayer?: DataLayer };
  config: ConsentConfig;
  /** Loads an external script (main.tsx: a script element in the document head). */
  loadScript?: ScriptLoader;
  now?: () => number;
}

/** `host.a.b` as a function bound to `host.a`, or null. */
function functionAt(host: object, path: string): (() => unknown) | null {
  const names = path.split('.').filter(Boolean);
  let owner: unknown = undefined;
  let value: unknown = host;
  for (const name of names) {
    if (value === null || (typeof value !== 'object' && typeof value !== 'function')) return null;
    owner = value;
    value = (value as Record<string, unknown>)[name];
  }
  return names.length > 0 && typeof value === 'function' ? () => (value as (this: unknown) => unknown).call(owner) : null;
}

export function createConsentService(options: ConsentServiceOptions): ConsentService {
  let started = false;
  const waiting: string[] = [];
  const pushed = new Set<string>();

  return {
    start(regionGroup) {
      if (started) return;
      started = true;
      const { dataLayer } = initConsent({
        host: options.host,
        config: options.config,
        regionGroup,
        ...(options.loadScript ? { loadScript: options.loadScript } : {}),
        ...(options.now ? { now: options.now } : {}),
      });
      for (const customerNumber of waiting.splice(0)) pushCustomerId(dataLayer, customerNumber);
    },
    identify(customerNumber) {
      if (!customerNumber || pushed.has(customerNumber)) return;
      pushed.add(customerNumber);
      if (started) pushCustomerId((options.host.dataLayer ??= []), customerNumber);
      else waiting.push(customerNumber);
    },
    openSettings() {
      const open = functionAt(options.host, options.config.settingsFunction ?? DEFAULT_SETTINGS_FUNCTION);
      if (!open) return false;
      try {
        open();
        return true;
      } catch (error) {
        console.warn('The consent manager could not open its settings', error);
        return false;
      }
    },
  };
}
