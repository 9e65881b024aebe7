// @vitest-environment node
/**
 * Server render without any DOM: proves the footer, picker, banner and head touch neither
 * `window` nor `document` while rendering (they would throw here). Node environment on
 * purpose, unlike the jsdom component tests beside it.
 */
import { describe, expect, it } from 'vitest';
import { renderToString } from 'react-dom/server';
import { UiStringsProvider } from '../../../src/render/i18n/useTranslation.tsx';
import { Footer } from '../../../src/render/footer/Footer.tsx';
import { FOOTER_V1, FOOTER_V2, MARKETS } from '../../../src/render/footer/fixtures.ts';
import { CountryBanner } from '../../../src/render/country/CountryBanner.tsx';
import { BANNER_PREFERENCE } from '../../../src/render/country/fixtures.ts';
import { Head } from '../../../src/render/head/Head.tsx';
import { testI18n } from './i18n.tsx';

describe('server render', () => {
  it('renders both footers, the banner and the head with no DOM', () => {
    expect(typeof window).toBe('undefined');
    const html = renderToString(
      <UiStringsProvider strings={testI18n('de')}>
        <Head head={{ title: 'Tagesgeld', description: 'Vergleich', canonical: 'https://www.example.com/de-de/', robots: null, openGraph: null }} />
        <CountryBanner banner={BANNER_PREFERENCE} markets={MARKETS} currentLocale="de-de" onAllGood={() => {}} onChooseMarket={() => {}} />
        <Footer footer={FOOTER_V2} markets={MARKETS} locale="de-de" designVersion="v2" year={2026} />
        <Footer footer={FOOTER_V1} markets={MARKETS} locale="de-de" designVersion="v1" year={2026} />
      </UiStringsProvider>,
    );
    expect(html).toContain('<title>Tagesgeld</title>');
    expect(html).toContain('pf pf--v2');
    expect(html).toContain('pf pf--v1');
    expect(html).toContain('© 2026 Example Savings GmbH');
    expect(html).toContain('Sie sind auf unserer Seite für Germany. Ist das richtig?');
    // The picker starts as the dropdown on the server.
    expect(html).toContain('pc-picker--dropdown');
  });
});
