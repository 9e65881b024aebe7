// @vitest-environment jsdom
/**
 * Spec 4 distribution-channel locale switch in the app: the engine's `localeSwitch` is obeyed
 * (location.replace) only with loaded customer data, once per target, and before a
 * required-action redirect, which is held back (no tracking, no navigation) while it is pending.
 */
import { cleanup, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Redirect } from '../../../src/engine/types/view-model.ts';
import { pageNavigation, useLocaleSwitch, type LocaleSwitch } from '../../../src/app/data/useLocaleSwitch.ts';
import { useRequiredActionRedirect } from '../../../src/app/data/useRequiredActionRedirect.ts';
import type { Tracker } from '../../../src/app/tracking/tracker.ts';

afterEach(cleanup);

const SWITCH: LocaleSwitch = { locale: 'de-de', href: '/de-de/dashboard/' };
const REDIRECT: Redirect = {
  action: 'reference-account',
  href: '/de-at/reference-account/',
  tracking: { event_name: 'required_action_redirect', action: 'redirect', object: 'reference_account' },
};

describe('pageNavigation', () => {
  it('a locale switch with loaded customer data goes first and holds the redirect back', () => {
    expect(pageNavigation({ localeSwitch: SWITCH, redirect: REDIRECT }, true)).toEqual({ localeSwitch: SWITCH, redirect: null });
  });

  it('without a switch the redirect applies as before', () => {
    expect(pageNavigation({ localeSwitch: null, redirect: REDIRECT }, true)).toEqual({ localeSwitch: null, redirect: REDIRECT });
    expect(pageNavigation({ redirect: REDIRECT }, true)).toEqual({ localeSwitch: null, redirect: REDIRECT });
    expect(pageNavigation({ localeSwitch: null, redirect: null }, true)).toEqual({ localeSwitch: null, redirect: null });
  });

  it('no switch until the customer data are loaded', () => {
    expect(pageNavigation({ localeSwitch: SWITCH, redirect: null }, false)).toEqual({ localeSwitch: null, redirect: null });
  });
});

/** Both hooks as Portal runs them, in the same order. */
function usePortalNavigation(props: {
  localeSwitch: LocaleSwitch | null;
  redirect: Redirect;
  ready: boolean;
  history: { replace: (href: string) => void };
  tracker: Tracker;
}) {
  const navigation = pageNavigation(props, props.ready);
  useLocaleSwitch(navigation.localeSwitch, props.history);
  useRequiredActionRedirect(navigation.redirect, props.tracker, props.history);
}

describe('useLocaleSwitch with the required-action redirect', () => {
  it('replaces the location with the switch href once, and neither tracks nor follows the redirect', async () => {
    const history = { replace: vi.fn() };
    const tracker = { track: vi.fn(async () => undefined) };
    const { rerender } = renderHook(usePortalNavigation, { initialProps: { localeSwitch: SWITCH, redirect: REDIRECT, ready: true, history, tracker } });
    rerender({ localeSwitch: { ...SWITCH }, redirect: REDIRECT, ready: true, history, tracker });
    await Promise.resolve();
    expect(history.replace.mock.calls).toEqual([['/de-de/dashboard/']]);
    expect(tracker.track).not.toHaveBeenCalled();
  });

  it('nothing happens while the customer data load; the switch follows once they are there', () => {
    const history = { replace: vi.fn() };
    const tracker = { track: vi.fn(async () => undefined) };
    const { rerender } = renderHook(usePortalNavigation, {
      initialProps: { localeSwitch: SWITCH, redirect: null as Redirect, ready: false, history, tracker },
    });
    expect(history.replace).not.toHaveBeenCalled();
    rerender({ localeSwitch: SWITCH, redirect: null, ready: true, history, tracker });
    expect(history.replace.mock.calls).toEqual([['/de-de/dashboard/']]);
  });

  it('without a switch the redirect is tracked first, then followed', async () => {
    const order: string[] = [];
    const history = { replace: vi.fn((href: string) => void order.push(`replace ${href}`)) };
    const tracker = { track: vi.fn(async () => void order.push('track')) };
    renderHook(usePortalNavigation, { initialProps: { localeSwitch: null, redirect: REDIRECT, ready: true, history, tracker } });
    await vi.waitFor(() => expect(order).toEqual(['track', 'replace /de-at/reference-account/']));
  });
});
