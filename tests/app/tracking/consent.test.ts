// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { initConsent, type DataLayer } from '../../../src/app/tracking/consent.ts';
import { regionGroupOf } from '../../../src/engine/facts/region-group.ts';
import { resolve } from 'node:path';
import { loadCompiledConfig } from '../../../tools/config/validate.ts';

const regions = loadCompiledConfig(resolve(import.meta.dirname, '..', '..', '..')).regions;
import { createDomScriptLoader } from '../../../src/app/tracking/script-loader.ts';

function commands(dataLayer: DataLayer): unknown[] {
  // gtag pushes Arguments objects; compare them as arrays
  return dataLayer.map((entry) => (Object.prototype.toString.call(entry) === '[object Arguments]' ? Array.from(entry as ArrayLike<unknown>) : entry));
}

describe('consent', () => {
  it('pushes denied-by-default consent with a 2000 ms wait, as a gtag arguments object', () => {
    const host: { dataLayer?: DataLayer } = {};
    initConsent({ host, config: {}, regionGroup: 'de-at' });
    const first = host.dataLayer?.[0];
    expect(Object.prototype.toString.call(first)).toBe('[object Arguments]');
    expect(commands(host.dataLayer ?? [])).toEqual([
      [
        'consent',
        'default',
        { ad_user_data: 'denied', ad_personalization: 'denied', ad_storage: 'denied', analytics_storage: 'denied', wait_for_update: 2000 },
      ],
    ]);
  });

  it('pushes customer_id for logged-in users only, after the consent defaults', () => {
    const loggedIn: { dataLayer?: DataLayer } = { dataLayer: [{ existing: true }] };
    initConsent({ host: loggedIn, config: {}, regionGroup: 'other', customerId: 'BAC123' });
    expect(commands(loggedIn.dataLayer ?? []).slice(1)).toEqual([expect.arrayContaining(['consent', 'default']), { customer_id: 'BAC123' }]);
    const anonymous: { dataLayer?: DataLayer } = {};
    initConsent({ host: anonymous, config: {}, regionGroup: 'other', customerId: null });
    expect(anonymous.dataLayer).toHaveLength(1);
  });

  it('loads no external script when nothing is configured (local)', () => {
    const before = document.scripts.length;
    const { loaded } = initConsent({ host: {}, config: {}, regionGroup: 'usa', loadScript: createDomScriptLoader(document) });
    expect(loaded).toEqual([]);
    expect(document.scripts.length).toBe(before);
  });

  it('loads consent manager, unblock script and the container of the region group when configured', () => {
    const host: { dataLayer?: DataLayer } = {};
    const { loaded } = initConsent({
      host,
      regionGroup: regionGroupOf('de', regions),
      now: () => 42,
      loadScript: createDomScriptLoader(document),
      config: {
        consentManagerUrl: 'https://consent.example/loader.js',
        consentManagerAttributes: { 'data-settings-id': 'abc' },
        unblockScriptUrl: 'https://consent.example/unblock.js',
        tagManagerContainers: { 'de-at': 'GTM-DEAT', usa: 'GTM-US' },
      },
    });
    expect(loaded).toEqual(['https://consent.example/loader.js', 'https://consent.example/unblock.js', 'https://www.googletagmanager.com/gtm.js?id=GTM-DEAT']);
    const scripts = [...document.head.querySelectorAll('script')];
    expect(scripts.map((s) => s.getAttribute('src'))).toEqual(loaded);
    expect(scripts[0]?.getAttribute('data-settings-id')).toBe('abc');
    expect(scripts.every((s) => s.async)).toBe(true);
    expect(commands(host.dataLayer ?? []).at(-1)).toEqual({ 'gtm.start': 42, event: 'gtm.js' });
  });

  it('has no container to load for a region group without one', () => {
    const { loaded } = initConsent({ host: {}, regionGroup: regionGroupOf('fr', regions), config: { tagManagerContainers: { 'de-at': 'GTM-DEAT' } } });
    expect(loaded).toEqual([]);
  });

  it('groups the regions of config/markets/regions.yaml as de/at, usa and other', () => {
    expect(['de', 'us', 'en', 'fr', 'it', 'xx', ''].map((region) => regionGroupOf(region, regions))).toEqual([
      'de-at',
      'usa',
      'other',
      'other',
      'other',
      'other',
      'other',
    ]);
  });
});
