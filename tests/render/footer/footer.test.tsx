// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Footer as FooterModel, FooterPart } from '../../../src/engine/types/view-model.ts';
import { Footer, type FooterProps } from '../../../src/render/footer/Footer.tsx';
import { CREDITS, DISCLAIMER, FOOTER_V1, FOOTER_V2, LEGAL, LINKS, MARKETS, REVIEWS, SOCIAL, SOCIAL_NO_HEADING } from '../../../src/render/footer/fixtures.ts';
import { renderWithI18n } from './i18n.tsx';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

function renderFooter(footer: FooterModel | null, props: Partial<FooterProps> = {}, language = 'en') {
  return renderWithI18n(<Footer footer={footer} markets={MARKETS} locale="de-de" designVersion={footer?.version ?? 'v2'} year={2026} {...props} />, language);
}

const only = (...parts: FooterPart[]): FooterModel => ({ version: 'v2', parts });
const partKinds = (container: HTMLElement) => Array.from(container.querySelectorAll('[data-part]')).map((el) => el.getAttribute('data-part'));

describe('Footer', () => {
  it('renders nothing when the page has no footer', () => {
    const { container } = renderFooter(null);
    expect(container.innerHTML).toBe('');
  });

  it('is the contentinfo landmark with the layout of its version', () => {
    const { container, unmount } = renderFooter(FOOTER_V2);
    expect(screen.getByRole('contentinfo').className).toContain('pf--v2');
    unmount();
    renderFooter(FOOTER_V1);
    expect(screen.getByRole('contentinfo').className).toContain('pf--v1');
    expect(container).toBeTruthy();
  });

  it('renders the parts in the order given', () => {
    const { container, unmount } = renderFooter(FOOTER_V2);
    expect(partKinds(container)).toEqual(FOOTER_V2.parts.map((part) => part.kind));
    unmount();
    const reversed = only(DISCLAIMER, LEGAL, REVIEWS);
    const second = renderFooter(reversed);
    expect(partKinds(second.container)).toEqual(['disclaimer', 'legal', 'reviews']);
  });

  it('reports an unknown part kind and renders the rest', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const footer = only(REVIEWS, { kind: 'newsletter' } as unknown as FooterPart, LEGAL);
    const { container } = renderFooter(footer);
    expect(partKinds(container)).toEqual(['reviews', 'legal']);
    expect(error).toHaveBeenCalledWith(expect.stringContaining('unknown part kind "newsletter"'));
  });

  it('states the review score in words', () => {
    renderFooter(only(REVIEWS), { locale: 'en-gb' });
    expect(screen.getByText('4.5 out of 5, 1,234 reviews')).toBeTruthy();
    expect(screen.getByText('Excellent')).toBeTruthy();
  });

  it('formats the review numbers for the language', () => {
    renderFooter(only({ ...REVIEWS, count: 1 }), {}, 'de');
    expect(screen.getByText('4,5 von 5, 1 Bewertung')).toBeTruthy();
  });

  it('opens social links in a new tab', () => {
    renderFooter(only(SOCIAL));
    const list = screen.getByRole('list', { name: 'Follow us' });
    const links = within(list).getAllByRole('link');
    expect(links).toHaveLength(5);
    for (const link of links) {
      expect(link.getAttribute('target')).toBe('_blank');
      expect(link.getAttribute('rel')).toContain('noopener');
    }
    expect(
      within(list)
        .getByRole('link', { name: /^Facebook\s*\(opens in a new tab\)$/ })
        .getAttribute('href'),
    ).toBe('https://www.facebook.com/example');
    expect(screen.getByRole('heading', { name: 'Follow us' })).toBeTruthy();
  });

  it('hides a null social heading but keeps the list named', () => {
    renderFooter(only(SOCIAL_NO_HEADING));
    expect(screen.queryByRole('heading')).toBeNull();
    expect(screen.getByRole('list', { name: 'Follow us' })).toBeTruthy();
  });

  it('makes the consent link a button that calls the handler', async () => {
    const user = userEvent.setup();
    const onConsentSettings = vi.fn();
    renderFooter(only(LEGAL), { onConsentSettings });
    const legal = screen.getByRole('navigation', { name: 'Legal information' });
    expect(
      within(legal)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Imprint', 'Privacy policy', 'Terms and conditions']);
    await user.click(within(legal).getByRole('button', { name: 'Cookie settings' }));
    expect(onConsentSettings).toHaveBeenCalledTimes(1);
  });

  it('prefixes the copyright with the year', () => {
    renderFooter(only(LEGAL), { year: 2031 });
    expect(screen.getByText('© 2031 Example Savings GmbH')).toBeTruthy();
  });

  it('defaults the copyright year to the current year', () => {
    renderWithI18n(<Footer footer={only(LEGAL)} markets={MARKETS} locale="de-de" designVersion="v2" />);
    expect(screen.getByText(`© ${new Date().getFullYear()} Example Savings GmbH`)).toBeTruthy();
  });

  it('shows link columns both as columns and as accordions (CSS picks one per width)', async () => {
    const user = userEvent.setup();
    const { container } = renderFooter(only(LINKS));
    const nav = screen.getByRole('navigation', { name: 'More information' });
    const columns = container.querySelector('.pf-links__columns') as HTMLElement;
    expect(
      within(columns)
        .getAllByRole('heading')
        .map((h) => h.textContent),
    ).toEqual(['Products', 'Company']);
    const accordion = container.querySelector('.pf-links__accordion') as HTMLElement;
    const products = within(accordion).getByRole('button', { name: 'Products' });
    expect(products.getAttribute('aria-expanded')).toBe('false');
    await user.click(products);
    expect(products.getAttribute('aria-expanded')).toBe('true');
    expect(within(nav).getAllByRole('link', { name: 'Fixed term deposits' })).toHaveLength(2);
  });

  it('draws credits as named logo links and the disclaimer as rich text', () => {
    renderFooter(only(CREDITS, DISCLAIMER));
    expect(screen.getByRole('link', { name: 'Best savings platform award 2025' }).getAttribute('href')).toBe('https://awards.example.org/');
    // Empty alt falls back to the title so the link keeps a name.
    expect(screen.getByRole('link', { name: 'Partner bank network' })).toBeTruthy();
    expect(screen.getByText('100,000 EUR').tagName).toBe('STRONG');
  });

  it('renders the app banner with store badges', () => {
    renderFooter(FOOTER_V2);
    expect(screen.getByRole('link', { name: 'Get it on Google Play' }).getAttribute('href')).toContain('play.google.com');
    expect(screen.getByRole('link', { name: 'Download on the App Store' }).getAttribute('href')).toContain('apps.apple.com');
  });

  it('renders the US contact banner', () => {
    renderFooter(FOOTER_V2);
    expect(screen.getByRole('link', { name: '1-800-555-0100' }).getAttribute('href')).toBe('tel:+18005550100');
    expect(screen.getByText('Monday to Friday, 9am to 5pm ET')).toBeTruthy();
  });

  it('puts the country picker into the footer', () => {
    renderFooter(only({ kind: 'country-picker' }));
    expect(screen.getByRole('button', { name: /^Germany/ })).toBeTruthy();
  });
});
