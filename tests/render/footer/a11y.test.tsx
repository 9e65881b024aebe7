// @vitest-environment jsdom
/**
 * axe-core over the rendered footer, picker and banner. Colour contrast is left to the
 * browser audit (jsdom does not lay out or load the CSS).
 */
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { Footer } from '../../../src/render/footer/Footer.tsx';
import { FOOTER_V1, FOOTER_V2, MARKETS } from '../../../src/render/footer/fixtures.ts';
import { CountryBanner } from '../../../src/render/country/CountryBanner.tsx';
import { CountryPicker } from '../../../src/render/country/CountryPicker.tsx';
import { BANNER_PREFERENCE } from '../../../src/render/country/fixtures.ts';
import { renderWithI18n } from './i18n.tsx';

afterEach(cleanup);

async function violations(): Promise<string[]> {
  const result = await axe.run(document.body, { rules: { 'color-contrast': { enabled: false } } });
  return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

describe('accessibility (axe)', () => {
  it('footer v2 with every part has no violations', async () => {
    renderWithI18n(
      <>
        <main>
          <h1>Page</h1>
        </main>
        <Footer footer={FOOTER_V2} markets={MARKETS} locale="de-de" designVersion="v2" year={2026} />
      </>,
    );
    expect(await violations()).toEqual([]);
  });

  it('footer v1 has no violations', async () => {
    renderWithI18n(<Footer footer={FOOTER_V1} markets={MARKETS} locale="de-de" designVersion="v1" year={2026} />);
    expect(await violations()).toEqual([]);
  });

  it('open dropdown, open modal and banner have no violations', async () => {
    const user = userEvent.setup();
    renderWithI18n(
      <>
        <CountryBanner banner={BANNER_PREFERENCE} markets={MARKETS} currentLocale="de-de" onAllGood={() => {}} onChooseMarket={() => {}} />
        <CountryPicker markets={MARKETS} locale="de-de" mode="dropdown" />
        <CountryPicker markets={MARKETS} locale="fr-fr" mode="modal" />
      </>,
    );
    await user.click(screen.getByRole('button', { name: /^Germany/ }));
    await user.click(screen.getByRole('button', { name: /^France/ }));
    expect(await violations()).toEqual([]);
  });
});
