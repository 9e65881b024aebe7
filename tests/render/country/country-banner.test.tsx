// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, renderHook, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CountryBanner } from '../../../src/render/country/CountryBanner.tsx';
import { BANNER_PREFERENCE, MARKETS } from '../../../src/render/country/fixtures.ts';
import { PREFERRED_LOCALE_KEY, usePreferredLocale } from '../../../src/render/country/preferred-locale.ts';
import { renderWithI18n } from '../footer/i18n.tsx';

afterEach(() => {
  cleanup();
  window.localStorage.clear();
});

describe('CountryBanner', () => {
  it('is hidden when the engine gives no banner', () => {
    const { container } = renderWithI18n(
      <CountryBanner banner={null} markets={MARKETS} currentLocale="de-de" onAllGood={() => {}} onChooseMarket={() => {}} />,
    );
    expect(container.innerHTML).toBe('');
  });

  it('asks whether the market is right and reports "All good"', async () => {
    const user = userEvent.setup();
    const onAllGood = vi.fn();
    const onChooseMarket = vi.fn();
    renderWithI18n(<CountryBanner banner={BANNER_PREFERENCE} markets={MARKETS} currentLocale="de-de" onAllGood={onAllGood} onChooseMarket={onChooseMarket} />);
    expect(screen.getByRole('region', { name: 'Country selection' })).toBeTruthy();
    expect(screen.getByText('You are on our site for Germany. Is this right?')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'All good' }));
    expect(onAllGood).toHaveBeenCalledTimes(1);
    expect(onChooseMarket).not.toHaveBeenCalled();
  });

  it('reports another chosen market', async () => {
    const user = userEvent.setup();
    const onChooseMarket = vi.fn();
    renderWithI18n(<CountryBanner banner={BANNER_PREFERENCE} markets={MARKETS} currentLocale="de-de" onAllGood={() => {}} onChooseMarket={onChooseMarket} />);
    const select = screen.getByRole('combobox', { name: 'Choose another country' }) as HTMLSelectElement;
    expect(select.value).toBe('de-de');
    await user.selectOptions(select, 'Austria');
    // Changing the select alone does not navigate; the button confirms.
    expect(onChooseMarket).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Go' }));
    expect(onChooseMarket).toHaveBeenCalledWith(expect.objectContaining({ locale: 'de-at' }));
  });

  it('speaks the visitor language', () => {
    renderWithI18n(
      <CountryBanner banner={BANNER_PREFERENCE} markets={MARKETS} currentLocale="de-de" onAllGood={() => {}} onChooseMarket={() => {}} />,
      'de-ch',
    );
    expect(screen.getByRole('button', { name: 'Alles richtig' })).toBeTruthy();
  });
});

describe('usePreferredLocale', () => {
  it('reads storage after mount and writes on request', () => {
    window.localStorage.setItem(PREFERRED_LOCALE_KEY, 'de-at');
    const { result } = renderHook(() => usePreferredLocale());
    expect(result.current.loaded).toBe(true);
    expect(result.current.preferredLocale).toBe('de-at');
    act(() => result.current.storePreferredLocale('fr-fr'));
    expect(result.current.preferredLocale).toBe('fr-fr');
    expect(window.localStorage.getItem(PREFERRED_LOCALE_KEY)).toBe('fr-fr');
  });

  it('gives null when nothing is stored', () => {
    const { result } = renderHook(() => usePreferredLocale());
    expect(result.current.preferredLocale).toBeNull();
  });
});
