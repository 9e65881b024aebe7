// Spec 6 smart banner: shown on the mobile web with its flag, never in the app, with the store
// links of the locale's footer app banner (footers/<locale>.yaml mobileBanner), on the tests' own
// config.
import { describe, expect, it } from 'vitest';
import type { AppBannerPart } from '../../../src/engine/types/view-model.ts';
import { fixtureConfig } from '../../support/fixture-config.ts';
import { resolveOnFixture, variantOf } from '../../support/personas.ts';

const withSmartBanner = (id: string, change: (context: Record<string, unknown>) => void = () => undefined) =>
  variantOf(id, (persona) => {
    persona.flags = { ...persona.flags, smartBanner: true };
    change(persona.context as unknown as Record<string, unknown>);
  });

describe('smart banner (spec 6)', () => {
  it('is offered with the flag, in the page language, with the same store links as the footer app banner', () => {
    const vm = resolveOnFixture(withSmartBanner('anonymous-de'));
    const appBanner = vm.footer?.parts.find((part): part is AppBannerPart => part.kind === 'app-banner');
    expect(appBanner).toBeDefined();
    expect(vm.smartBanner).toEqual({
      title: 'Unsere App',
      text: expect.stringContaining('App Store'),
      dismissLabel: 'Hinweis auf die App schließen',
      iconUrl: appBanner?.iconUrl,
      playStore: { href: appBanner?.playStore.href, alt: appBanner?.playStore.alt },
      appStore: { href: appBanner?.appStore.href, alt: appBanner?.appStore.alt },
    });
  });

  it('is not there without the flag', () => {
    expect(resolveOnFixture('anonymous-de').smartBanner).toBeNull();
  });

  it('never shows inside the app or its web view, flag or not', () => {
    expect(resolveOnFixture(withSmartBanner('anonymous-de', (context) => (context.inApp = true))).smartBanner).toBeNull();
    expect(resolveOnFixture(withSmartBanner('anonymous-de', (context) => (context.mobileWebView = true))).smartBanner).toBeNull();
  });

  it('a locale whose footer names no app offers none', () => {
    const config = fixtureConfig();
    const content = { ...config.footers.content };
    content['de-de'] = { ...content['de-de']!, mobileBanner: undefined };
    const withoutApp = { ...config, footers: { ...config.footers, content } };
    expect(resolveOnFixture(withSmartBanner('anonymous-de'), withoutApp).smartBanner).toBeNull();
  });

  it('a config without a smartBanner rule never shows it', () => {
    const config = fixtureConfig();
    const noRule = { ...config, headers: { ...config.headers, smartBanner: null } };
    expect(resolveOnFixture(withSmartBanner('anonymous-de'), noRule).smartBanner).toBeNull();
  });
});
