// @vitest-environment jsdom
/**
 * Spec 7 consent as the app runs it: the consent service (start once, customer_id once per
 * customer, settings opener, the app-tracking SDK on mobile after consent), the deployment's
 * consent configuration from build variables (the local stand-ins without), and the useConsent
 * hook for customers and visitors.
 */
import { cleanup, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createConsentService } from '../../../src/app/consent/consent-service.ts';
import { useConsent } from '../../../src/app/consent/useConsent.ts';
import { CONSENT_CONFIG, consentConfigFrom, LOCAL_CONSENT } from '../../../src/app/consent/consent-config.ts';
import { TAG_MANAGER_URL, type DataLayer } from '../../../src/app/tracking/consent.ts';
import { createDomScriptLoader } from '../../../src/app/tracking/script-loader.ts';

afterEach(cleanup);

/** gtag pushes Arguments objects; compare them as arrays. */
function entries(dataLayer: DataLayer | undefined): unknown[] {
  return (dataLayer ?? []).map((entry) => (Object.prototype.toString.call(entry) === '[object Arguments]' ? Array.from(entry as ArrayLike<unknown>) : entry));
}

const CONSENT_DEFAULT = [
  'consent',
  'default',
  { ad_user_data: 'denied', ad_personalization: 'denied', ad_storage: 'denied', analytics_storage: 'denied', wait_for_update: 2000 },
];

const customerIdPushes = (dataLayer: DataLayer | undefined) =>
  entries(dataLayer).filter((entry) => typeof entry === 'object' && entry !== null && 'customer_id' in entry);

describe('consent service', () => {
  it('puts the denied-by-default consent state into window.dataLayer once, however often it starts', async () => {
    const host = window as Window & { dataLayer?: DataLayer };
    delete host.dataLayer;
    const consent = createConsentService({ host, config: {} });
    await Promise.all([consent.start('de-at'), consent.start('de-at'), consent.start('usa')]);
    await consent.start('usa');
    expect(entries(host.dataLayer)).toEqual([CONSENT_DEFAULT]);
    delete host.dataLayer;
  });

  it('pushes customer_id once per customer, after the consent defaults even when identified first', async () => {
    const host: { dataLayer?: DataLayer } = {};
    const consent = createConsentService({ host, config: {} });
    const early = consent.identify('DE7788990011');
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(host.dataLayer).toBeUndefined();
    await consent.start('de-at');
    await Promise.all([early, consent.identify('DE7788990011')]);
    expect(entries(host.dataLayer)).toEqual([CONSENT_DEFAULT, { customer_id: 'DE7788990011' }]);
    await consent.identify('DE0000000002');
    expect(customerIdPushes(host.dataLayer)).toEqual([{ customer_id: 'DE7788990011' }, { customer_id: 'DE0000000002' }]);
  });

  it('adds no script element when nothing is configured', async () => {
    const before = document.querySelectorAll('script').length;
    const loadScript = vi.fn(createDomScriptLoader(document));
    const host: { dataLayer?: DataLayer } = {};
    await createConsentService({ host, config: {}, loadScript }).start('de-at');
    expect(entries(host.dataLayer)).toEqual([CONSENT_DEFAULT]);
    expect(loadScript).not.toHaveBeenCalled();
    expect(document.querySelectorAll('script').length).toBe(before);
  });

  it("without build variables loads the local stack's stand-ins, on the portal's own origin", async () => {
    expect(CONSENT_CONFIG).toEqual(LOCAL_CONSENT);
    const requested: { src: string; attributes?: Record<string, string> }[] = [];
    const host: { dataLayer?: DataLayer } = {};
    await createConsentService({
      host,
      config: CONSENT_CONFIG,
      loadScript: (src, attributes) => void requested.push({ src, ...(attributes ? { attributes } : {}) }),
    }).start('other');
    expect(requested).toEqual([
      { src: '/api/consent/cmp.js', attributes: { id: 'usercentrics-cmp', 'data-settings-id': 'local-settings' } },
      { src: '/api/consent/uc-block.js' },
      { src: '/api/tag-manager/gtm.js?id=GTM-LOCALEU' },
    ]);
  });

  it('requests exactly the region group container that is configured, after consent manager and unblock script', async () => {
    const config = {
      consentManagerUrl: 'https://cmp.example/loader.js',
      consentManagerAttributes: { 'data-settings-id': 'abc' },
      unblockScriptUrl: 'https://cmp.example/unblock.js',
      tagManagerContainers: { 'de-at': 'GTM-DEAT', other: 'GTM-OTHER', usa: 'GTM-USA' },
    };
    for (const [group, container] of [
      ['de-at', 'GTM-DEAT'],
      ['usa', 'GTM-USA'],
      ['other', 'GTM-OTHER'],
    ] as const) {
      const requested: { src: string; attributes?: Record<string, string> }[] = [];
      const host: { dataLayer?: DataLayer } = {};
      await createConsentService({ host, config, loadScript: (src, attributes) => void requested.push({ src, ...(attributes ? { attributes } : {}) }) }).start(
        group,
      );
      expect(requested).toEqual([
        { src: 'https://cmp.example/loader.js', attributes: { 'data-settings-id': 'abc' } },
        { src: 'https://cmp.example/unblock.js' },
        { src: `${TAG_MANAGER_URL}?id=${container}` },
      ]);
      expect(entries(host.dataLayer)[0]).toEqual(CONSENT_DEFAULT);
    }
  });

  it('with only one container configured, other region groups load no tag manager', async () => {
    const requested: string[] = [];
    const host: { dataLayer?: DataLayer } = {};
    await createConsentService({ host, config: { tagManagerContainers: { usa: 'GTM-USA' } }, loadScript: (src) => void requested.push(src) }).start('de-at');
    expect(entries(host.dataLayer)).toEqual([CONSENT_DEFAULT]);
    expect(requested).toEqual([]);
  });

  it('opens the consent manager settings when one is loaded, else reports that there is none', () => {
    const showSecondLayer = vi.fn(function (this: unknown) {
      return this;
    });
    const ucUi = { showSecondLayer };
    const loaded = createConsentService({ host: { UC_UI: ucUi } as object, config: {} });
    expect(loaded.openSettings()).toBe(true);
    expect(showSecondLayer).toHaveBeenCalledTimes(1);
    expect(showSecondLayer.mock.results[0]?.value).toBe(ucUi);

    const custom = vi.fn();
    expect(createConsentService({ host: { cmp: { open: custom } } as object, config: { settingsFunction: 'cmp.open' } }).openSettings()).toBe(true);
    expect(custom).toHaveBeenCalledTimes(1);

    expect(createConsentService({ host: {}, config: {} }).openSettings()).toBe(false);
    expect(createConsentService({ host: { UC_UI: {} } as object, config: {} }).openSettings()).toBe(false);
  });
});

describe('the app-tracking SDK (spec 7: mobile only, after consent, EU data residency)', () => {
  const appTracking = { scriptUrl: '/sdk.js', globalName: 'Adjust', appToken: 'token', environment: 'production' as const };
  const grant = (host: { dataLayer?: DataLayer }) =>
    (function gtag(..._args: unknown[]) {
      // eslint-disable-next-line prefer-rest-params
      (host.dataLayer ??= []).push(arguments);
    })('consent', 'update', { analytics_storage: 'granted' });

  it('on a mobile device, starts once analytics consent is given, with EU data residency', async () => {
    const initSdk = vi.fn();
    const host: { dataLayer?: DataLayer; Adjust?: unknown } = {};
    const loaded: string[] = [];
    const loadAwaitedScript = async (src: string) => {
      loaded.push(src);
      host.Adjust = { initSdk };
    };
    await createConsentService({ host, config: { appTracking }, device: 'mobile', loadAwaitedScript }).start('other');
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(loaded).toEqual([]);
    grant(host);
    await waitFor(() => expect(initSdk).toHaveBeenCalledTimes(1));
    expect(initSdk).toHaveBeenCalledWith({ appToken: 'token', environment: 'production', dataResidency: 'EU' });
    expect(loaded).toEqual(['/sdk.js']);
  });

  it('never on a desktop, consent or not', async () => {
    const loadAwaitedScript = vi.fn(async () => undefined);
    const host: { dataLayer?: DataLayer } = {};
    await createConsentService({ host, config: { appTracking }, device: 'desktop', loadAwaitedScript }).start('other');
    grant(host);
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(loadAwaitedScript).not.toHaveBeenCalled();
  });
});

describe('deployment consent configuration', () => {
  it('is the local stand-ins without build variables, none of a script set to off, and reads them when set', () => {
    expect(consentConfigFrom({})).toEqual(LOCAL_CONSENT);
    expect(
      consentConfigFrom({ VITE_CONSENT_MANAGER_URL: 'off', VITE_CONSENT_UNBLOCK_SCRIPT_URL: 'off', VITE_TAG_MANAGER_URL: 'off', VITE_APP_TRACKING_URL: 'off' }),
    ).toEqual({});
    expect(
      consentConfigFrom({
        VITE_CONSENT_MANAGER_URL: 'https://cmp.example/loader.js',
        VITE_CONSENT_MANAGER_ATTRIBUTES: '{"id":"cmp","data-settings-id":"abc"}',
        VITE_CONSENT_UNBLOCK_SCRIPT_URL: 'https://cmp.example/unblock.js',
        VITE_TAG_MANAGER_CONTAINER_DE_AT: 'GTM-DEAT',
        VITE_TAG_MANAGER_CONTAINER_USA: ' GTM-USA ',
        VITE_TAG_MANAGER_CONTAINER_OTHER: '',
        VITE_CONSENT_SETTINGS_FUNCTION: 'cmp.open',
        VITE_APP_TRACKING_URL: 'https://cdn.adjust.example/adjust.js',
        VITE_APP_TRACKING_APP_TOKEN: 'abc123',
      }),
    ).toEqual({
      consentManagerUrl: 'https://cmp.example/loader.js',
      consentManagerAttributes: { id: 'cmp', 'data-settings-id': 'abc' },
      unblockScriptUrl: 'https://cmp.example/unblock.js',
      tagManagerContainers: { 'de-at': 'GTM-DEAT', usa: 'GTM-USA' },
      settingsFunction: 'cmp.open',
      appTracking: { scriptUrl: 'https://cdn.adjust.example/adjust.js', globalName: 'Adjust', appToken: 'abc123', environment: 'production' },
    });
  });

  it('ignores attributes that are not a JSON object, and a real app-tracking SDK without its app token, with a warning', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(
      consentConfigFrom({ VITE_CONSENT_MANAGER_URL: 'https://cmp.example/loader.js', VITE_CONSENT_MANAGER_ATTRIBUTES: 'not json' }).consentManagerAttributes,
    ).toBeUndefined();
    expect(consentConfigFrom({ VITE_APP_TRACKING_URL: 'https://cdn.adjust.example/adjust.js' }).appTracking).toBeUndefined();
    expect(warn).toHaveBeenCalledTimes(2);
    warn.mockRestore();
  });
});

describe('useConsent', () => {
  it('a logged-in customer: consent defaults, then customer_id exactly once across re-renders', async () => {
    const host: { dataLayer?: DataLayer } = {};
    const consent = createConsentService({ host, config: {} });
    const { rerender } = renderHook(({ customer }: { customer: string | null }) => useConsent(consent, 'de-at', customer), {
      initialProps: { customer: null as string | null },
    });
    await waitFor(() => expect(entries(host.dataLayer)).toEqual([CONSENT_DEFAULT]));
    rerender({ customer: 'DE7788990011' });
    rerender({ customer: 'DE7788990011' });
    await waitFor(() => expect(entries(host.dataLayer)).toEqual([CONSENT_DEFAULT, { customer_id: 'DE7788990011' }]));
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(customerIdPushes(host.dataLayer)).toHaveLength(1);
  });

  it('a visitor: consent defaults, never a customer_id', async () => {
    const host: { dataLayer?: DataLayer } = {};
    const consent = createConsentService({ host, config: {} });
    const { rerender, unmount } = renderHook(() => useConsent(consent, 'other', null));
    rerender();
    unmount();
    renderHook(() => useConsent(consent, 'other', null));
    await consent.start('other');
    expect(entries(host.dataLayer)).toEqual([CONSENT_DEFAULT]);
    expect(customerIdPushes(host.dataLayer)).toEqual([]);
  });
});
