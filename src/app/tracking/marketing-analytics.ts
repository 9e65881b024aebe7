/**
 * The marketing-analytics service (spec 7): its SDK script is loaded (4000 ms at most, spec 9),
 * then the SDK's API is polled for (every 300 ms, 10 tries: an SDK sets itself up after its
 * script has run), the visitor is identified, and from then on it receives the tracked events.
 * Locally the SDK is the local stack's stand-in (server/backend/marketing-analytics.ts).
 */
import { pollFor, type PollOptions } from './poll.ts';
import { loadScriptWithin, type AwaitedScriptLoader } from './script-timeout.ts';
import type { Send } from './forwarder.ts';
import type { Timers } from './timers.ts';
import type { TrackingPayload } from './tracker.ts';

/** What the portal needs of an analytics SDK. */
export interface AnalyticsApi {
  identify(userId: string): unknown;
  track(event: TrackingPayload): unknown;
}

export interface MarketingAnalyticsOptions {
  scriptUrl: string;
  /** Name of the SDK's global on `host`. */
  globalName: string;
  host: object;
  loadScript: AwaitedScriptLoader;
  /** Who to identify: the customer number, else the anonymous context id; null while unknown. */
  identity: () => string | null;
  timers?: Timers;
  scriptTimeoutMs?: number;
  poll?: Omit<PollOptions, 'timers'>;
  warn?: (message: string, error?: unknown) => void;
}

function analyticsApiOn(host: object, name: string): AnalyticsApi | null {
  const api = (host as Record<string, unknown>)[name] as Partial<AnalyticsApi> | undefined;
  return api && typeof api.identify === 'function' && typeof api.track === 'function' ? (api as AnalyticsApi) : null;
}

/** The forwarder's `init` for the marketing-analytics service. */
export function initMarketingAnalytics(options: MarketingAnalyticsOptions): () => Promise<Send | null> {
  const warn = options.warn ?? ((message, error) => console.warn(message, ...(error === undefined ? [] : [error])));
  const timers = options.timers ? { timers: options.timers } : {};
  return async () => {
    try {
      await loadScriptWithin(options.loadScript, options.scriptUrl, {
        ...timers,
        ...(options.scriptTimeoutMs !== undefined ? { timeoutMs: options.scriptTimeoutMs } : {}),
      });
    } catch (error) {
      warn('Marketing analytics: its script did not load; it gets no events', error);
      return null;
    }
    const ready = await pollFor(
      () => {
        const api = analyticsApiOn(options.host, options.globalName);
        const id = options.identity();
        return api && id ? { api, id } : null;
      },
      { ...options.poll, ...timers },
    );
    if (!ready) {
      warn('Marketing analytics: the visitor could not be identified; it gets no events');
      return null;
    }
    ready.api.identify(ready.id);
    return (event) => void ready.api.track(event);
  };
}
