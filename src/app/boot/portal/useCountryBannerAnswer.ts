/**
 * Spec 2.7: the visitor's answer to the country banner (or a market chosen) outlives the page.
 * The preference is stored, and the other triggers of config's countryBanner rule are taken away
 * (the flag cookie; `?country=`, from the address without a new history entry), so the banner
 * goes at once and stays away until something sets a trigger again.
 */
import { useCallback } from 'react';
import type { PageView } from '../../../engine/resolve/view.ts';
import type { Market } from '../../../engine/types/view-model.ts';
import { answeredBanner, withoutCountryQuery } from '../../country/banner-triggers.ts';
import type { AppEnvironment } from '../../data/services-context.tsx';
import type { ContextSignalsState } from './useContextSignals.ts';

export interface CountryBannerAnswers {
  chooseMarket: (market: Market) => void;
  allGood: () => void;
}

export function useCountryBannerAnswer(
  { browser, history }: Pick<AppEnvironment, 'browser' | 'history'>,
  storePreferredLocale: (locale: string) => void,
  signals: ContextSignalsState,
  viewModel: Pick<PageView, 'markets' | 'countryBanner' | 'locale'>,
): CountryBannerAnswers {
  const { setSignals, reread } = signals;
  const answer = useCallback(
    (preferredLocale: string) => {
      storePreferredLocale(preferredLocale);
      browser.removeCountryBannerCookie();
      // Gone in this frame (the signals are read again, a moment later, from the browser).
      setSignals((read) => answeredBanner(read, preferredLocale));
      reread();
      const address = withoutCountryQuery(history.getLocation());
      if (address !== null) history.push(address, { replace: true });
    },
    [storePreferredLocale, browser, history, setSignals, reread],
  );
  const chooseMarket = useCallback(
    (market: Market) => {
      answer(market.preferredLocale);
      if (market.href.startsWith('/')) history.push(market.href);
      else history.assign(market.href);
    },
    [answer, history],
  );
  const allGood = useCallback(() => {
    const market = viewModel.markets.find((candidate) => candidate.locale === viewModel.countryBanner?.marketLocale);
    answer(market?.preferredLocale ?? viewModel.locale);
  }, [viewModel, answer]);
  return { chooseMarket, allGood };
}
