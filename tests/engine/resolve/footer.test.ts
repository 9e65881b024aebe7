// Spec 2.6: footer parts, their order and the rules that hide them.
import { describe, expect, it } from 'vitest';
import type { CompiledConfig } from '../../../src/engine/config/compiled.ts';
import type { FooterFile } from '../../../src/engine/config/types.ts';
import type { AppBannerPart, FooterPart, LegalPart, ReviewsPart, SocialPart } from '../../../src/engine/types/view-model.ts';
import { compiledConfig } from '../../support/config.ts';
import { resolvePersona } from '../../support/personas.ts';

/** The spec's display order of footer parts. */
const SPEC_ORDER: FooterPart['kind'][] = ['reviews', 'us-contact', 'links', 'app-banner', 'social', 'legal', 'country-picker', 'credits', 'disclaimer'];

const kinds = (persona: string, config?: CompiledConfig) => resolvePersona(persona, config).footer?.parts.map((p) => p.kind) ?? null;
const part = <K extends FooterPart['kind']>(parts: FooterPart[] | undefined, kind: K) =>
  parts?.find((p) => p.kind === kind) as Extract<FooterPart, { kind: K }> | undefined;

function withFooter(locale: string, change: (footer: FooterFile) => FooterFile): CompiledConfig {
  const config = compiledConfig();
  const content = { ...config.footers.content, [locale]: change(structuredClone(config.footers.content[locale]!)) };
  return { ...config, footers: { ...config.footers, content } };
}

describe('footer parts (spec 2.6)', () => {
  it('the German footer shows every part it has data for, in the spec order', () => {
    expect(kinds('anonymous-de')).toEqual(['reviews', 'links', 'app-banner', 'social', 'legal', 'country-picker', 'credits', 'disclaimer']);
  });

  it('the US footer has the US contact banner and no country picker (hideCountryPicker)', () => {
    const parts = kinds('anonymous-us')!;
    expect(parts).toContain('us-contact');
    expect(parts).not.toContain('country-picker');
    expect(parts.indexOf('us-contact')).toBe(parts.indexOf('reviews') + 1);
  });

  it('parts always follow the spec order, for every persona', () => {
    for (const persona of ['anonymous-de', 'anonymous-us', 'anonymous-en', 'in-app-de', 'design-v1-de', 'active-gb', 'anonymous-ch']) {
      const parts = kinds(persona)!;
      const positions = parts.map((k) => SPEC_ORDER.indexOf(k));
      expect(positions).toEqual([...positions].sort((a, b) => a - b));
    }
  });

  it('the US contact banner shows only on en-us', () => {
    for (const persona of ['anonymous-de', 'anonymous-gb', 'anonymous-ie', 'anonymous-fr', 'anonymous-en', 'anonymous-at']) {
      expect(kinds(persona)).not.toContain('us-contact');
    }
    const us = part(resolvePersona('anonymous-us').footer?.parts, 'us-contact')!;
    expect(us.email?.href).toMatch(/^mailto:/);
    expect(us.phone?.href).toMatch(/^tel:\+?\d+$/);
  });

  it('inside the app: no link columns and no app banner, but the rest stays', () => {
    const parts = kinds('in-app-de')!;
    expect(parts).not.toContain('links');
    expect(parts).not.toContain('app-banner');
    expect(parts).toContain('legal');
  });

  it('hideFooterLinks hides the link columns', () => {
    expect(
      kinds(
        'anonymous-de',
        withFooter('de-de', (f) => ({ ...f, hideFooterLinks: true })),
      ),
    ).not.toContain('links');
  });

  it('reviews show only with the display flag', () => {
    expect(kinds('anonymous-ch')).not.toContain('reviews'); // de-ch: display false
    expect(
      kinds(
        'anonymous-de',
        withFooter('de-de', (f) => ({ ...f, reviews: { ...f.reviews!, display: false } })),
      ),
    ).not.toContain('reviews');
  });

  it('the review score is rounded to a half and bucketed into stars (spec 5)', () => {
    const reviews = part(resolvePersona('anonymous-de').footer?.parts, 'reviews') as ReviewsPart;
    expect(reviews.score).toBe(4.6);
    expect(reviews.roundedScore).toBe(4.5);
    expect(reviews.stars).toBe(5);
    expect(reviews.count).toBe(21840);
  });

  it('hideSocialMediaHeading hides only the heading', () => {
    const ch = part(resolvePersona('anonymous-ch').footer?.parts, 'social') as SocialPart;
    expect(ch.heading).toBeNull();
    expect(ch.icons.length).toBeGreaterThan(0);
    expect((part(resolvePersona('anonymous-de').footer?.parts, 'social') as SocialPart).heading).toBe('Folgen Sie uns');
  });

  it('a footer without content for a part leaves the part out (generic en)', () => {
    expect(kinds('anonymous-en')).toEqual(['legal', 'country-picker']);
  });

  it('the integrated portal has no footer', () => {
    expect(resolvePersona('integrated-portal-de').footer).toBeNull();
  });

  it('the footer version follows the design version', () => {
    expect(resolvePersona('design-v1-de').footer?.version).toBe('v1');
    expect(resolvePersona('anonymous-de').footer?.version).toBe('v2');
  });
});

describe('app banner store links (spec 2.6)', () => {
  it('a non-default region keeps its store region segment', () => {
    const banner = part(resolvePersona('anonymous-de').footer?.parts, 'app-banner') as AppBannerPart;
    expect(banner.appStore.href).toBe('https://apps.apple.com/de/app/savings/id1234567890');
    expect(banner.playStore.href).toMatch(/^https:\/\/play\.google\.com\/store\/apps\/details\?id=com\.example\.savings/);
  });

  it('the default region (us) omits the region segment', () => {
    const config = withFooter('en-us', (f) => ({ ...f, mobileBanner: { ...f.mobileBanner!, display: true } }));
    const banner = part(resolvePersona('anonymous-us', config).footer?.parts, 'app-banner') as AppBannerPart;
    expect(banner.appStore.href).toBe('https://apps.apple.com/app/savings/id1234567890');
  });

  it('badges follow the page language', () => {
    const banner = part(resolvePersona('anonymous-de').footer?.parts, 'app-banner') as AppBannerPart;
    expect(banner.appStore.badgeUrl).toContain('-de');
  });
});

describe('legal links (spec 2.6)', () => {
  it('the consent link opens the consent settings layer', () => {
    const legal = part(resolvePersona('anonymous-de').footer?.parts, 'legal') as LegalPart;
    const consent = legal.links.find((l) => l.id === 'cookie-settings');
    expect(consent?.callback).toBe('consent-settings');
    expect(legal.links.find((l) => l.id === 'imprint')?.href).toBe('/de-de/imprint/');
    expect(legal.links.find((l) => l.id === 'imprint')?.callback).toBeUndefined();
  });

  it('a link whose href is the consent-modal anchor gets the callback even when not configured', () => {
    const config = withFooter('de-de', (f) => ({
      ...f,
      legal: { ...f.legal!, links: [{ id: 'consent', title: 'Consent', href: '#consent-settings' }] },
    }));
    const legal = part(resolvePersona('anonymous-de', config).footer?.parts, 'legal') as LegalPart;
    expect(legal.links[0]?.callback).toBe('consent-settings');
  });

  it('the copyright holder is shown', () => {
    const legal = part(resolvePersona('anonymous-de').footer?.parts, 'legal') as LegalPart;
    expect(legal.copyright).toContain('Savingo GmbH');
  });

  it('footer link columns are locale-prefixed; a link to a unified-domain site becomes its path', () => {
    const links = part(resolvePersona('anonymous-de').footer?.parts, 'links')!;
    const all = links.columns.flatMap((c) => c.links);
    expect(all.find((l) => l.id === 'about-us')?.href).toBe('/de-de/about-us/');
    // https://www.example.com/en/ is the generic English site, also on the unified domain.
    expect(all.find((l) => l.id === 'careers')?.href).toBe('/en/corporate/careers/');
  });

  it('on the US site (its own domain) the same link stays absolute', () => {
    const links = part(resolvePersona('anonymous-us').footer?.parts, 'links')!;
    const all = links.columns.flatMap((c) => c.links);
    expect(all.find((l) => l.id === 'careers')?.href).toBe('https://www.example.com/en/corporate/careers/');
  });
});

describe('persona in an unusual context still gets a footer', () => {
  it('a customer on the mobile web view', () => {
    expect(resolvePersona('mobile-web-view-de').footer).not.toBeNull();
  });
});
