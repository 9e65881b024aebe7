/**
 * Spec 7 "Consent", as one long-lived service (created with the other portal services):
 * - `start(regionGroup)` once per page load: the denied-by-default consent state in the data
 *   layer, then the configured consent manager, unblock script and the region group's
 *   tag-manager container (`initConsent`), and on a mobile device the app-tracking SDK once
 *   consent allows it (tracking/app-tracking.ts). Later calls do nothing, so React re-renders,
 *   StrictMode's double effects and remounts cannot push the defaults twice. The code that does
 *   it (tracking/consent.ts) comes with this service's chunk, which the app loads after the page
 *   shows (lazy-consent.ts); as a third chunk of its own it cost every page 0.2 kB gzip more. No
 *   tag can fire before it ran, since the tag manager is one of the scripts it loads;
 * - `identify(customerNumber)`: the `customer_id` data-layer push for a logged-in customer,
 *   once per customer number (a visitor never calls it). Before `start` it waits, so the
 *   consent defaults always come first;
 * - `openSettings()`: the consent manager's settings layer, when one is loaded. Which function
 *   opens it is configuration (`ConsentConfig.settingsFunction`, a dotted path on the host,
 *   default `UC_UI.showSecondLayer`); false when there is none (locally), and the app shows
 *   its own "not available" dialog instead.
 */
import { CONSENT_CONFIG } from './consent-config.ts';
import { initConsent, type ConsentConfig, type DataLayer, type RegionGroup } from '../tracking/consent.ts';
import type { DeviceKind } from '../tracking/context-id.ts';
import type { ScriptLoader } from '../tracking/script-loader.ts';
import type { AwaitedScriptLoader } from '../tracking/script-timeout.ts';
import type { Timers } from '../tracking/timers.ts';

/** Usercentrics' browser API; any consent manager's opener can be configured instead. */
export const DEFAULT_SETTINGS_FUNCTION = 'UC_UI.showSecondLayer';

export interface ConsentService {
  /** Settles once the defaults are in the data layer and the scripts asked for (or loading failed, logged). */
  start(regionGroup: RegionGroup): Promise<void>;
  /** Settles once the push is done (after start's). */
  identify(customerNumber: string): Promise<void>;
  openSettings(): boolean;
}

export interface ConsentServiceOptions {
  /** Usually `window`: gets `dataLayer`, and is where the consent manager's API appears. */
  host: { dataLayer?: DataLayer };
  /** Default: this deployment's (consent-config.ts, from the build's VITE_* variables). */
  config?: ConsentConfig;
  /** Loads an external script (main.tsx: a script element in the document head). */
  loadScript?: ScriptLoader;
  now?: () => number;
  /** The device (main.tsx: tracking/context-id.ts): the app-tracking SDK starts on mobile devices only. */
  device?: DeviceKind;
  /** Loads the app-tracking SDK and tells when it has run; default a script element in `document`. */
  loadAwaitedScript?: AwaitedScriptLoader;
  timers?: Timers;
}

/**
 * Spec 7: the app-tracking SDK, on a mobile device, once the consent the data layer records allows
 * it (it may never: then it never loads). Its code is a chunk of its own that only a mobile device
 * asks for; its failures are warnings (tracking/app-tracking.ts).
 */
function startAppTrackingOnMobile(options: ConsentServiceOptions & { config: ConsentConfig }): void {
  const config = options.config.appTracking;
  if (!config || options.device !== 'mobile') return;
  void Promise.all([import('../tracking/app-tracking.ts'), import('./consent-state.ts'), import('../tracking/script-timeout.ts')])
    .then(([{ startAppTracking }, { watchConsent }, { domScriptLoader }]) => {
      const loadScript = options.loadAwaitedScript ?? (typeof document === 'undefined' ? null : domScriptLoader(document));
      if (!loadScript) return;
      return startAppTracking({
        config,
        device: 'mobile',
        consent: watchConsent(options.host),
        host: options.host,
        loadScript,
        ...(options.timers ? { timers: options.timers } : {}),
      });
    })
    .catch((error: unknown) => console.warn('App tracking could not be started', error));
}

/** `host.a.b` as a function bound to `host.a`, or null. */
function functionAt(host: object, path: string): (() => unknown) | null {
  const names = path.split('.').filter(Boolean);
  let owner: unknown;
  let value: unknown = host;
  for (const name of names) {
    if (value === null || (typeof value !== 'object' && typeof value !== 'function')) return null;
    owner = value;
    value = (value as Record<string, unknown>)[name];
  }
  return names.length > 0 && typeof value === 'function' ? () => (value as (this: unknown) => unknown).call(owner) : null;
}

export function createConsentService(given: ConsentServiceOptions): ConsentService {
  const options = { ...given, config: given.config ?? CONSENT_CONFIG };
  let started: Promise<DataLayer | null> | undefined;
  let startRequested: (() => void) | undefined;
  /** The data layer once start has run; waits for start when identify comes first. */
  const dataLayer = new Promise<DataLayer | null>((resolve) => {
    startRequested = () => void started?.then(resolve);
  });
  const pushed = new Set<string>();

  return {
    start(regionGroup) {
      started ??= Promise.resolve()
        .then(
          () =>
            initConsent({
              host: options.host,
              config: options.config,
              regionGroup,
              ...(options.loadScript ? { loadScript: options.loadScript } : {}),
              ...(options.now ? { now: options.now } : {}),
            }).dataLayer,
        )
        .then((layer) => {
          startAppTrackingOnMobile(options);
          return layer;
        })
        .catch((error: unknown) => {
          // Without it no consent manager and no tag manager load either: nothing is tracked.
          console.error('Consent could not be started', error);
          return null;
        });
      startRequested?.();
      return started.then(() => undefined);
    },
    identify(customerNumber) {
      if (!customerNumber || pushed.has(customerNumber)) return Promise.resolve();
      pushed.add(customerNumber);
      return dataLayer.then((layer) => void layer?.push({ customer_id: customerNumber }));
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
