// The local stand-ins of the services that receive tracked events besides the collector
// (spec 7): the marketing-analytics SDK and its endpoint, the feature-flag service's identify
// and events. Each records what it was sent (GET) and starts clean (DELETE); bad bodies get 400.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { get, localTest, postJson, startHarness, type Harness } from './harness.ts';

describe('tracking stand-ins of the local stack', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness();
  });
  afterAll(() => h.stop());

  const list = async (path: string) => ((await (await localTest(h.stack, path)).json()) as { data: unknown[] }).data;

  it('serves the marketing-analytics SDK as a script that sets window.marketingAnalytics', async () => {
    const response = await get(h.stack, '/api/marketing-analytics/sdk.js');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/javascript/);
    expect(await response.text()).toContain('window.marketingAnalytics = api');
  });

  it('records marketing-analytics events of an identified user, refuses others, clears on DELETE', async () => {
    const path = '/api/marketing-analytics/events';
    await localTest(h.stack, path, 'DELETE');
    const sent = { user_id: 'desktop-abc', event: { event_name: 'session', customer_group: 'private' } };
    expect((await postJson(h.stack, path, sent)).status).toBe(202);
    expect((await postJson(h.stack, path, { event: { event_name: 'x' } })).status).toBe(400);
    expect(await list(path)).toEqual([sent]);
    expect((await localTest(h.stack, path, 'DELETE')).status).toBe(204);
    expect(await list(path)).toEqual([]);
  });

  it('records the feature-flag service identify and events calls, each needing a context', async () => {
    for (const path of ['/api/feature-flags/identify', '/api/feature-flags/events']) await localTest(h.stack, path, 'DELETE');
    expect((await postJson(h.stack, '/api/feature-flags/identify', { context: 'DE7788990011' })).status).toBe(202);
    expect((await postJson(h.stack, '/api/feature-flags/identify', {})).status).toBe(400);
    expect((await postJson(h.stack, '/api/feature-flags/events', { context: 'DE7788990011', event: { event_name: 'session' } })).status).toBe(202);
    expect((await postJson(h.stack, '/api/feature-flags/events', { context: 'DE7788990011' })).status).toBe(400);
    expect(await list('/api/feature-flags/identify')).toEqual([{ context: 'DE7788990011' }]);
    expect(await list('/api/feature-flags/events')).toEqual([{ context: 'DE7788990011', event: { event_name: 'session' } }]);
  });

  it('serves the consent manager, unblock script and tag manager stand-ins; records a known container only', async () => {
    const path = '/api/consent/records';
    await localTest(h.stack, path, 'DELETE');
    for (const script of ['/api/consent/cmp.js', '/api/consent/uc-block.js', '/api/tag-manager/gtm.js?id=GTM-LOCALDE']) {
      const response = await get(h.stack, script);
      expect(response.status, script).toBe(200);
      expect(response.headers.get('content-type'), script).toMatch(/^text\/javascript/);
    }
    expect((await get(h.stack, '/api/tag-manager/gtm.js?id=not-a-container')).status).toBe(404);
    expect((await get(h.stack, '/api/tag-manager/gtm.js')).status).toBe(404);
    expect((await postJson(h.stack, path, { script: 'unblock', page: '/de-de/' })).status).toBe(202);
    expect((await postJson(h.stack, path, { script: 'something-else' })).status).toBe(400);
    expect(await list(path)).toEqual([
      { script: 'tag-manager', container: 'GTM-LOCALDE', host: new URL(h.stack.url).host },
      { script: 'unblock', page: '/de-de/' },
    ]);
  });

  it("records the app-tracking SDK's start, refusing what the SDK would (no app token, unknown environment or data residency)", async () => {
    const path = '/api/app-tracking/init';
    await localTest(h.stack, path, 'DELETE');
    expect(await (await get(h.stack, '/api/app-tracking/sdk.js')).text()).toContain('window.Adjust = api');
    const options = { appToken: 'token', environment: 'sandbox', dataResidency: 'EU' };
    expect((await postJson(h.stack, path, { options, page: '/de-de/' })).status).toBe(202);
    expect((await postJson(h.stack, path, { options: { ...options, appToken: '' } })).status).toBe(400);
    expect((await postJson(h.stack, path, { options: { ...options, environment: 'staging' } })).status).toBe(400);
    expect((await postJson(h.stack, path, { options: { ...options, dataResidency: 'MARS' } })).status).toBe(400);
    expect((await postJson(h.stack, path, {})).status).toBe(400);
    expect(await list(path)).toEqual([{ options, page: '/de-de/' }]);
  });
});
