// @vitest-environment jsdom
/**
 * Spec 7 consent wired into the running app (jsdom): the page start puts the consent defaults
 * into the data layer, a visitor gets no customer_id, the footer's consent-settings link opens
 * a loaded consent manager or else an accessible "not available" dialog; tracking events carry
 * the anonymous context id.
 */
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createPortalServices } from '../../../src/app/data/services.ts';
import { CONTEXT_ID_KEY } from '../../../src/app/tracking/context-id.ts';
import { createMemoryStorage } from '../../../src/app/session/storage.ts';
import type { DataLayer } from '../../../src/app/tracking/consent.ts';
import { renderApp } from '../wiring/app-harness.tsx';

afterEach(cleanup);

const isConsentDefault = (entry: unknown) =>
  Object.prototype.toString.call(entry) === '[object Arguments]' &&
  (entry as ArrayLike<unknown>)[0] === 'consent' &&
  (entry as ArrayLike<unknown>)[1] === 'default';

describe('consent in the app', () => {
  it('a visitor page pushes the consent defaults once and no customer_id; no script is added', async () => {
    const host: { dataLayer?: DataLayer } = {};
    const loadScript = vi.fn();
    const scripts = document.querySelectorAll('script').length;
    renderApp('/de-de/', undefined, { consent: { host, config: {}, loadScript } });
    await screen.findByRole('heading', { level: 1 });
    await waitFor(() => expect(host.dataLayer?.filter(isConsentDefault)).toHaveLength(1));
    expect(host.dataLayer?.some((entry) => typeof entry === 'object' && entry !== null && 'customer_id' in entry)).toBe(false);
    expect(loadScript).not.toHaveBeenCalled();
    expect(document.querySelectorAll('script').length).toBe(scripts);
  });

  it('the region group of the host picks the tag-manager container (spec 2.1 region from host, spec 7)', async () => {
    for (const [host, container] of [
      ['www.example.us', 'GTM-USA'],
      ['www.example.at', 'GTM-DEAT'],
      ['www.example.co.uk', 'GTM-OTHER'],
      ['portal.test', 'GTM-DEAT'],
    ] as const) {
      const loadScript = vi.fn();
      renderApp('/en-us/', undefined, {
        host,
        consent: { host: {}, config: { tagManagerContainers: { usa: 'GTM-USA', 'de-at': 'GTM-DEAT', other: 'GTM-OTHER' } }, loadScript },
      });
      await screen.findByRole('heading', { level: 1 });
      await waitFor(() => expect(loadScript.mock.calls, host).toEqual([[`https://www.googletagmanager.com/gtm.js?id=${container}`, undefined]]));
      cleanup();
    }
  });

  it('consent settings without a consent manager: a dialog says so, Escape closes it and focus returns', async () => {
    renderApp('/de-de/');
    const link = await screen.findByRole('button', { name: 'Cookie-Einstellungen' });
    link.focus();
    fireEvent.click(link);
    const dialog = await screen.findByRole('dialog', { name: 'Cookie-Einstellungen' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(dialog.textContent).toContain('Die Cookie-Einstellungen sind in dieser Umgebung nicht verfügbar.');
    const close = screen.getByRole('button', { name: 'Schließen' });
    await waitFor(() => expect(document.activeElement).toBe(close));
    fireEvent.keyDown(dialog, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.activeElement).toBe(link);
  });

  it('consent settings with a loaded consent manager open its settings layer, no dialog', async () => {
    const showSecondLayer = vi.fn();
    renderApp('/de-de/', undefined, { consent: { host: { UC_UI: { showSecondLayer } } as object, config: {} } });
    fireEvent.click(await screen.findByRole('button', { name: 'Cookie-Einstellungen' }));
    expect(showSecondLayer).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe('anonymous context id', () => {
  it('is kept in storage with the device prefix and sent as the tracking field "context"', async () => {
    const storage = createMemoryStorage();
    const bodies: unknown[] = [];
    const fetch: typeof globalThis.fetch = async (_input, init) => {
      bodies.push(JSON.parse(String(init?.body)));
      return new Response(null, { status: 204 });
    };
    const services = createPortalServices({ storage, navigate: () => undefined, fetch, device: 'mobile' });
    expect(services.contextId).toMatch(/^mobile-/);
    expect(storage.getItem(CONTEXT_ID_KEY)).toBe(services.contextId);
    await act(() => services.tracker.track({ event_name: 'test' }));
    expect(bodies).toEqual([{ event_name: 'test', context: services.contextId }]);
    // The same browser keeps its id.
    expect(createPortalServices({ storage, navigate: () => undefined, fetch, device: 'mobile' }).contextId).toBe(services.contextId);
    // Without a device kind (tests, or no navigator) there is none.
    expect(createPortalServices({ storage: createMemoryStorage(), navigate: () => undefined, fetch }).contextId).toBeNull();
  });
});
