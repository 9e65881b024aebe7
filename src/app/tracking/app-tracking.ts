/**
 * Spec 7: "a mobile-only app-tracking SDK starts after consent with EU data residency". The SDK
 * measures which mobile web visits lead to the app (Adjust's web SDK is such a one: its global
 * `Adjust.initSdk({ appToken, environment, dataResidency })`), so it runs on mobile devices only
 * (the device kind of the anonymous context id), and only once the visitor has given the analytics
 * consent (read from the tag manager's consent mode, consent-state.ts). Then its script is loaded
 * (4000 ms at most, spec 9), its global polled for (spec 9: 300 ms, 10 tries) and initialised
 * with EU data residency, so its data stays in the EU. Locally the SDK is the local stack's
 * stand-in (server/backend/app-tracking.ts), which records the options it was started with.
 */
import type { ConsentState, ConsentType } from '../consent/consent-state.ts';
import type { DeviceKind } from './context-id.ts';
import { pollFor } from './poll.ts';
import { loadScriptWithin, type AwaitedScriptLoader } from './script-timeout.ts';
import type { Timers } from './timers.ts';

export interface AppTrackingConfig {
  scriptUrl: string;
  /** The SDK's global on the window (Adjust: `Adjust`). */
  globalName: string;
  appToken: string;
  environment: 'production' | 'sandbox';
}

/** The consent it waits for: it measures behaviour, like the other services (services-config.ts). */
export const APP_TRACKING_CONSENT: readonly ConsentType[] = ['analytics_storage'];

/** Where its data is kept: the EU (spec 7). */
export const APP_TRACKING_DATA_RESIDENCY = 'EU';

export interface AppTrackingInit {
  appToken: string;
  environment: 'production' | 'sandbox';
  dataResidency: typeof APP_TRACKING_DATA_RESIDENCY;
}

interface AppTrackingSdk {
  initSdk(options: AppTrackingInit): unknown;
}

export interface AppTrackingOptions {
  config: AppTrackingConfig;
  device: DeviceKind | null;
  consent: ConsentState;
  /** Where the SDK sets its global (the window). */
  host: object;
  loadScript: AwaitedScriptLoader;
  timers?: Timers;
  warn?: (message: string, error?: unknown) => void;
}

function sdkOn(host: object, name: string): AppTrackingSdk | null {
  const sdk = (host as Record<string, unknown>)[name] as Partial<AppTrackingSdk> | undefined;
  return sdk && typeof sdk.initSdk === 'function' ? (sdk as AppTrackingSdk) : null;
}

/** Settles true once the SDK is started; false on a desktop, or when it could not be (warned). Waits for consent, which may never come. */
export async function startAppTracking(options: AppTrackingOptions): Promise<boolean> {
  if (options.device !== 'mobile') return false;
  const warn = options.warn ?? ((message, error) => console.warn(message, ...(error === undefined ? [] : [error])));
  const timers = options.timers ? { timers: options.timers } : {};
  await options.consent.whenGranted(APP_TRACKING_CONSENT);
  try {
    await loadScriptWithin(options.loadScript, options.config.scriptUrl, timers);
  } catch (error) {
    warn('App tracking: its script did not load; it does not start', error);
    return false;
  }
  const sdk = await pollFor(() => sdkOn(options.host, options.config.globalName), timers);
  if (!sdk) {
    warn('App tracking: the SDK did not set itself up; it does not start');
    return false;
  }
  sdk.initSdk({ appToken: options.config.appToken, environment: options.config.environment, dataResidency: APP_TRACKING_DATA_RESIDENCY });
  return true;
}
