/**
 * The `bank-profile` block: one partner bank, named by the last segment of the page's path (the
 * build prerenders a page per bank with an offer listed in the locale; the servers answer any
 * other id with the not-found page). Where the bank is based, the deposit guarantee that protects
 * it and up to how much, and its offers as the offer list shows them, refreshed from the
 * product-offer service as the list is. A bank whose offers have all ended since the build says so.
 */
import { useId, useMemo } from 'react';
import type { OfferBlockData } from '../../engine/offers/block-data.ts';
import { countryNamer } from '../../engine/offers/country-name.ts';
import { DEFAULT_INTEREST_AMOUNT, offerListView, offerText } from '../../engine/offers/offer-view.ts';
import { formatMoney } from '../../engine/format/money.ts';
import { subjectKeyOf } from '../../engine/pages/page-data.ts';
import { FlagIcon } from '../../render/blocks/FlagIcon.tsx';
import { useLocationSnapshot } from '../../app/data/services-context.tsx';
import { formatBuildDate } from '../shared/build-date.ts';
import { OfferTable } from '../shared/OfferTable.tsx';
import { useLiveOffers } from '../../app/offers/useLiveOffers.ts';

export interface BankProfileProps {
  data: OfferBlockData;
  locale: string;
}

export function BankProfile({ data, locale }: BankProfileProps) {
  const id = useId();
  const live = useLiveOffers(data, null);
  const { pathname } = useLocationSnapshot();
  // The path's last segment names the bank, as it names the subject the page was cut down to.
  const bankId = subjectKeyOf(pathname);
  const t = (key: string, values?: Record<string, string>) => offerText(data.texts, key, values);
  const own = useMemo(() => live.listed.filter(({ offer }) => offer.bank.id === bankId), [live.listed, bankId]);
  // The bank as the build knew it, so its facts stay when its offers have ended since.
  const known = own[0]?.offer ?? data.offers.find((offer) => offer.bank.id === bankId);
  const view = useMemo(() => offerListView(own, locale, data.texts, DEFAULT_INTEREST_AMOUNT, data.detailPath), [own, locale, data.texts, data.detailPath]);
  const listHref = `/${locale}/products/`;
  if (!known) {
    return (
      <div className="pp-data__message" role={live.phase === 'built' ? undefined : 'status'}>
        <p className="pp-data__message-title">{t('bank.none.title')}</p>
        <p className="pp-data__message-text">{t('bank.none.text')}</p>
        <a href={listHref}>{t('detail.back')}</a>
      </div>
    );
  }
  const limit = known.depositGuarantee.limit;
  const captionId = `${id}-caption`;
  return (
    <section className="pp-offers pp-offers__bank-profile" aria-labelledby={captionId}>
      <dl className="pp-offers__facts">
        <div className="pp-offers__fact">
          <dt>{t('bank.country')}</dt>
          <dd data-fact="country">
            <FlagIcon code={known.bankCountry} className="pp-offers__flag" /> {countryNamer(locale)(known.bankCountry)}
          </dd>
        </div>
        <div className="pp-offers__fact">
          <dt>{t('bank.guarantee')}</dt>
          <dd data-fact="guarantee">
            {t('bank.guaranteeLimit', { scheme: known.depositGuarantee.scheme, limit: formatMoney(limit.amount, { locale, currency: limit.currency }) })}
          </dd>
        </div>
      </dl>
      {live.phase === 'stale' && (
        <p className="pp-data__message pp-data__message--problem pp-offers__stale" role="status">
          {t('stale', { date: formatBuildDate(data.builtOn, locale) })}
        </p>
      )}
      {own.length === 0 ? (
        <div className="pp-data__message">
          <p className="pp-data__message-title" id={captionId}>
            {t('bank.none.title')}
          </p>
          <p className="pp-data__message-text">{t('bank.none.text')}</p>
        </div>
      ) : (
        <OfferTable
          view={view}
          caption={t('bank.offers', { bank: known.bank.name })}
          captionId={captionId}
          featured={t('featured')}
          details={t('details')}
          busy={live.phase === 'refreshing'}
        />
      )}
      <p>
        <a href={listHref}>{t('detail.back')}</a>
      </p>
    </section>
  );
}
