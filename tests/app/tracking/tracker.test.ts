import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createApiClient } from '../../../src/app/api/client.ts';
import { authEvent, sessionEvent } from '../../../src/app/tracking/events.ts';
import { createTracker, TRACKING_FIELDS } from '../../../src/app/tracking/tracker.ts';
import { anonymousContextId, deviceKind } from '../../../src/app/tracking/context-id.ts';
import { createMemoryStorage } from '../../../src/app/session/storage.ts';
import { json, startLocalServer, type LocalServer } from '../support/local-server.ts';

let server: LocalServer;
beforeAll(async () => {
  server = await startLocalServer();
});
afterAll(() => server.close());

function api() {
  return createApiClient({ baseUrl: `${server.baseUrl}/api`, getAccessToken: () => null, onForbidden: () => undefined, log: () => undefined });
}

describe('tracker', () => {
  it('posts the spec 3 payload to /api/tracking/events, base fields merged, unknown fields dropped', async () => {
    server.received.length = 0;
    server.handle((_req, res) => json(res, 202, { accepted: true }));
    let group = 'anonymous';
    const tracker = createTracker({
      post: api().post,
      base: () => ({ portal: 'customer-portal', browsing_platform: 'desktop', country_platform: 'de', customer_group: group }),
    });
    await tracker.track({ ...sessionEvent('shown'), custom_attribute_10: 'x', ...({ secret: 'no' } as object) });
    group = 'private';
    await tracker.track(authEvent('logout succeeded'));
    expect(server.received.map((r) => `${r.method} ${r.url}`)).toEqual(['POST /api/tracking/events', 'POST /api/tracking/events']);
    const first = JSON.parse(server.received[0]?.body ?? '') as Record<string, unknown>;
    expect(first).toEqual({
      event_name: 'session',
      object: 'session_countdown',
      action: 'shown',
      component: 'session_monitor',
      portal: 'customer-portal',
      browsing_platform: 'desktop',
      country_platform: 'de',
      customer_group: 'anonymous',
      custom_attribute_10: 'x',
    });
    expect(Object.keys(first).every((key) => (TRACKING_FIELDS as readonly string[]).includes(key))).toBe(true);
    expect(JSON.parse(server.received[1]?.body ?? '')).toMatchObject({ event_name: 'authentication', action: 'logout succeeded', customer_group: 'private' });
  });

  it('a failing collector only produces a warning; track never rejects', async () => {
    server.handle((_req, res) => json(res, 500, { error: 'down' }));
    const warn = vi.fn();
    const tracker = createTracker({ post: api().post, warn });
    await expect(tracker.track({ event_name: 'session', action: 'expired' })).resolves.toBeUndefined();
    expect(warn).toHaveBeenCalledOnce();
    expect(warn.mock.calls[0]?.[0]).toBe('Tracking "session" failed');
  });

  it('by default warns on the console, not as an error', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const tracker = createTracker({ post: () => Promise.reject(new TypeError('Failed to fetch')) });
    await tracker.track({ event_name: 'x' });
    expect(warn).toHaveBeenCalledOnce();
    expect(error).not.toHaveBeenCalled();
    warn.mockRestore();
    error.mockRestore();
  });
});

describe('anonymous context id', () => {
  it('carries the device prefix and stays stable per browser', () => {
    const storage = createMemoryStorage();
    const id = anonymousContextId({ storage, device: 'mobile', randomId: () => 'abc' });
    expect(id).toBe('mobile-abc');
    expect(anonymousContextId({ storage, device: 'mobile', randomId: () => 'other' })).toBe('mobile-abc');
    expect(anonymousContextId({ storage: createMemoryStorage(), device: 'desktop' })).toMatch(/^desktop-[0-9a-f-]{36}$/);
  });

  it('tells mobile from desktop', () => {
    expect(deviceKind({ userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile/15E148' })).toBe('mobile');
    expect(deviceKind({ userAgent: 'Mozilla/5.0 (Linux; Android 14) Chrome/120 Mobile' })).toBe('mobile');
    expect(deviceKind({ userAgent: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7)', maxTouchPoints: 5 })).toBe('mobile');
    expect(deviceKind({ userAgent: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) Chrome/120', maxTouchPoints: 0 })).toBe('desktop');
  });
});
