/**
 * Country banner (spec 2.7). Whether it shows is the engine's answer (`banner` is null
 * otherwise); the buttons only report the visitor's choice, the app stores it
 * (usePreferredLocale) and navigates.
 *
 * Another market is chosen with a select plus a button rather than on `change`, because
 * keyboard users scrolling a select with arrow keys would otherwise be navigated away.
 */
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from '../i18n/useTranslation.tsx';
import type { CountryBanner as CountryBannerModel, Market } from '../../engine/types/view-model.ts';
import { currentMarket } from './current-market.ts';
import './country.css';

export interface CountryBannerProps {
  banner: CountryBannerModel | null;
  markets: Market[];
  currentLocale: string;
  onAllGood: () => void;
  onChooseMarket: (market: Market) => void;
}

export function CountryBanner({ banner, markets, currentLocale, onAllGood, onChooseMarket }: CountryBannerProps) {
  const { t } = useTranslation('common');
  const selectId = useId();
  const pageMarket = banner ? (currentMarket(markets, banner.marketLocale) ?? currentMarket(markets, currentLocale)) : undefined;
  const [chosen, setChosen] = useState(pageMarket?.locale ?? markets[0]?.locale ?? '');
  if (!banner) return null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const market = markets.find((candidate) => candidate.locale === chosen);
    if (market) onChooseMarket(market);
  };

  return (
    // biome-ignore lint/a11y/useSemanticElements: a <section> would take the styles of page sections; the banner is a labelled region above them.
    <div className="pc-banner" role="region" aria-label={t('countryBannerLabel')} data-reason={banner.reason}>
      <p className="pc-banner__text">{pageMarket ? t('countryBannerText', { country: pageMarket.label }) : t('countryBannerTextUnknown')}</p>
      <button type="button" className="pc-button pc-button--primary" onClick={onAllGood}>
        {t('countryBannerAllGood')}
      </button>
      <form className="pc-banner__form" onSubmit={submit}>
        <label htmlFor={selectId}>{t('countryBannerSelectLabel')}</label>
        <select id={selectId} value={chosen} onChange={(event) => setChosen(event.target.value)}>
          {markets.map((market) => (
            <option key={market.locale} value={market.locale}>
              {market.label}
            </option>
          ))}
        </select>
        <button type="submit" className="pc-button">
          {t('countryBannerGo')}
        </button>
      </form>
    </div>
  );
}
