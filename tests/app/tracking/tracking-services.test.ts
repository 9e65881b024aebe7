// Spec 7: the marketing-analytics and feature-flag services receive tracked events only once
// initialised, and nothing before consent where consent is required; failures are warnings.
// Driven through the real tracker, forwarders, consent watcher and data layer; the SDK is a
// stand-in object that a fake script loader sets up (as the vendor's script would), time is faked.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTracker, type TrackingPayload } from '../../../src/app/tracking/tracker.ts';
import { createTrackingServices } from '../../../src/app/tracking/tracking-services.ts';
import type { TrackingServicesConfig } from '../../../src/app/tracking/services-config.ts';
import { browsingPlatform, customerGroup, trackingDimensions } from '../../../src/app/tracking/dimensions.ts';

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

const CONFIG: TrackingServicesConfig = {
  marketingAnalytics: { scriptUrl: '/sdk.js', globalName: 'sdk', consent: ['analytics_storage'] },
  flagService: { consent: ['analytics_storage'] },
};

/** The tag manager's consent mode as a consent manager sends it: an Arguments object. */
function gtag(layer: unknown[], ...args: unknown[]): void {
  (function push(..._: unknown[]) {
    // eslint-disable-next-line prefer-rest-params
    layer.push(arguments);
  })(...args);
}

function setup(
  options: {
    sdkDelayMs?: number;
    scriptFails?: boolean;
    scriptNeverLoads?: boolean;
    identity?: () => string | null;
    flagIdentifyFails?: boolean;
    consent?: TrackingServicesConfig;
  } = {},
) {
  const host: { dataLayer?: unknown[] } = {};
  const analyticsHost: Record<string, unknown> = {};
  const analytics: { user: string | null; events: TrackingPayload[] } = { user: null, events: [] };
  const flagCalls: { path: string; body: object }[] = [];
  const collector: TrackingPayload[] = [];
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  const loadScript = vi.fn((src: string) => {
    if (options.scriptNeverLoads) return new Promise<void>(() => undefined);
    if (options.scriptFails) return Promise.reject(new Error(`404 ${src}`));
    // The SDK is there a moment after its script ran.
    setTimeout(() => {
      analyticsHost.sdk = {
        identify: (id: string) => void (analytics.user = id),
        track: (event: TrackingPayload) => void analytics.events.push(event),
      };
    }, options.sdkDelayMs ?? 100);
    return Promise.resolve();
  });
  const post = async (path: string, body: object) => {
    if (path.endsWith('/identify') && options.flagIdentifyFails) throw new Error('HTTP 500');
    flagCalls.push({ path, body });
  };
  const tracker = createTracker({
    post: async (_path, body) => void collector.push(body),
    base: { customer_group: 'private' },
    forwardTo: createTrackingServices({
      consentHost: host,
      post,
      identity: options.identity ?? (() => 'DE7788990011'),
      config: options.consent ?? CONFIG,
      loadScript,
      analyticsHost,
    }),
  });
  const grant = () => gtag(host.dataLayer!, 'consent', 'update', { analytics_storage: 'granted' });
  return { host, tracker, analytics, flagCalls, collector, loadScript, warn, grant };
}

describe('services that receive tracked events besides the collector', () => {
  it('before consent: the collector gets the event, the services nothing (no script loaded, nobody identified)', async () => {
    const s = setup();
    await s.tracker.track({ event_name: 'session', action: 'shown' });
    gtag(s.host.dataLayer!, 'consent', 'default', { analytics_storage: 'denied' });
    gtag(s.host.dataLayer!, 'consent', 'update', { ad_storage: 'granted' });
    await vi.advanceTimersByTimeAsync(10_000);
    expect(s.collector).toHaveLength(1);
    expect(s.loadScript).not.toHaveBeenCalled();
    expect(s.analytics.events).toEqual([]);
    expect(s.flagCalls).toEqual([]);
  });

  it('after consent: both are initialised and get the held event, then later ones at once', async () => {
    const s = setup();
    await s.tracker.track({ event_name: 'session', action: 'shown' });
    s.grant();
    await vi.advanceTimersByTimeAsync(0);
    expect(s.loadScript).toHaveBeenCalledWith('/sdk.js');
    // The flag service is identified, then gets the held event.
    expect(s.flagCalls).toEqual([
      { path: '/feature-flags/identify', body: { context: 'DE7788990011' } },
      { path: '/feature-flags/events', body: { context: 'DE7788990011', event: { event_name: 'session', action: 'shown', customer_group: 'private' } } },
    ]);
    // The SDK appears after 100 ms: found by the 300 ms poll.
    await vi.advanceTimersByTimeAsync(299);
    expect(s.analytics.events).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(s.analytics.user).toBe('DE7788990011');
    expect(s.analytics.events).toEqual([{ event_name: 'session', action: 'shown', customer_group: 'private' }]);
    await s.tracker.track({ event_name: 'authentication', action: 'logout succeeded' });
    expect(s.analytics.events.map((e) => e.event_name)).toEqual(['session', 'authentication']);
    expect(s.flagCalls.map((c) => c.path)).toEqual(['/feature-flags/identify', '/feature-flags/events', '/feature-flags/events']);
    expect(s.warn).not.toHaveBeenCalled();
  });

  it('consent given before the services start (a choice made earlier) counts at once', async () => {
    const host: { dataLayer?: unknown[] } = { dataLayer: [] };
    gtag(host.dataLayer!, 'consent', 'update', { analytics_storage: 'granted' });
    const calls: string[] = [];
    createTrackingServices({
      consentHost: host,
      post: async (path) => void calls.push(path),
      identity: () => 'mobile-1',
      config: { marketingAnalytics: null, flagService: { consent: ['analytics_storage'] } },
    });
    await vi.advanceTimersByTimeAsync(0);
    expect(calls).toEqual(['/feature-flags/identify']);
  });

  it('a service that needs no consent is initialised at once', async () => {
    const calls: string[] = [];
    createTrackingServices({
      consentHost: {},
      post: async (path) => void calls.push(path),
      identity: () => 'desktop-1',
      config: { marketingAnalytics: null, flagService: { consent: [] } },
    });
    await vi.advanceTimersByTimeAsync(0);
    expect(calls).toEqual(['/feature-flags/identify']);
  });

  it('an analytics script that never loads: a warning after 4000 ms, and no events for it ever', async () => {
    const s = setup({ scriptNeverLoads: true });
    s.grant();
    await s.tracker.track({ event_name: 'session' });
    await vi.advanceTimersByTimeAsync(3999);
    expect(s.warn).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(s.warn).toHaveBeenCalledWith(
      'Marketing analytics: its script did not load; it gets no events',
      expect.objectContaining({ name: 'ScriptTimeoutError' }),
    );
    await s.tracker.track({ event_name: 'later' });
    expect(s.analytics.events).toEqual([]);
    // The collector and the flag service are not held up by it.
    expect(s.collector.map((e) => e.event_name)).toEqual(['session', 'later']);
    expect(s.flagCalls.filter((c) => c.path.endsWith('/events'))).toHaveLength(2);
  });

  it('an SDK that never sets itself up: given up after 10 polls, with a warning', async () => {
    const s = setup({ sdkDelayMs: 60_000 });
    s.grant();
    await vi.advanceTimersByTimeAsync(2699);
    expect(s.warn).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(s.warn).toHaveBeenCalledWith('Marketing analytics: the visitor could not be identified; it gets no events');
  });

  it('a failing flag-service identity call is a warning only; the flag service then gets no events', async () => {
    const s = setup({ flagIdentifyFails: true });
    s.grant();
    await s.tracker.track({ event_name: 'session' });
    await vi.advanceTimersByTimeAsync(300);
    expect(s.warn).toHaveBeenCalledWith('Feature-flag service: the identity call failed; it gets no events', expect.any(Error));
    expect(s.flagCalls).toEqual([]);
    expect(s.analytics.events).toHaveLength(1);
  });

  it('the flag service polls for the identity: known on the 4th try (900 ms), identified then', async () => {
    let id: string | null = null;
    setTimeout(() => (id = 'desktop-42'), 800);
    const s = setup({ identity: () => id, consent: { marketingAnalytics: null, flagService: { consent: [] } } });
    await vi.advanceTimersByTimeAsync(899);
    expect(s.flagCalls).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(s.flagCalls).toEqual([{ path: '/feature-flags/identify', body: { context: 'desktop-42' } }]);
  });
});

describe('tracking dimensions', () => {
  it('browsing_platform: app inside the app or its web view, else the device web', () => {
    expect(browsingPlatform('desktop', { inApp: false, mobileWebView: false })).toBe('desktop-web');
    expect(browsingPlatform('mobile', { inApp: false, mobileWebView: false })).toBe('mobile-web');
    expect(browsingPlatform('mobile', { inApp: true, mobileWebView: false })).toBe('app');
    expect(browsingPlatform('mobile', { inApp: false, mobileWebView: true })).toBe('app');
    expect(browsingPlatform(null, { inApp: false, mobileWebView: false })).toBeUndefined();
  });

  it('customer_group: anonymous, private or company from the customer facts', () => {
    expect(customerGroup({ loggedIn: false, isCompany: false })).toBe('anonymous');
    expect(customerGroup({ loggedIn: true, isCompany: false })).toBe('private');
    expect(customerGroup({ loggedIn: true, isCompany: true })).toBe('company');
  });

  it('without the page facts nothing is guessed', () => {
    expect(trackingDimensions(undefined, 'desktop')).toEqual({});
    expect(trackingDimensions({ page: { inApp: false, mobileWebView: false }, customer: { loggedIn: true, isCompany: true } }, 'mobile')).toEqual({
      browsing_platform: 'mobile-web',
      customer_group: 'company',
    });
  });
});
