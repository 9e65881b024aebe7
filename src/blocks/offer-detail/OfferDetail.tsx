/**
 * The `offer-detail` block: one offer, named by the last segment of the page's path (the build
 * prerenders a page per offer the locale lists; the servers answer any other id with the
 * not-found page, and a visit that still gets here says the offer is not offered). Bank and
 * country (with a link to the bank's page), the terms, the deposit guarantee, the calculator, and the next step: a visitor
 * registers or logs in (the page's call-to-action blocks), a customer opens the deposit (open-deposit-link.ts).
 */
import type { OfferBlockData } from '../../engine/offers/block-data.ts';
import { bankHref } from '../../engine/offers/banks.ts';
import { offerIdOfPath, offerFacts } from '../../engine/offers/offer-detail.ts';
import { offerText } from '../../engine/offers/offer-view.ts';
import { openDepositHref } from '../../engine/offers/open-deposit-link.ts';
import { useLocationSnapshot } from '../../app/data/services-context.tsx';
import { FlagIcon } from '../../render/blocks/FlagIcon.tsx';
import { formatBuildDate } from '../shared/build-date.ts';
import { OfferCalculator } from './OfferCalculator.tsx';
import { useLiveOffers } from '../../app/offers/useLiveOffers.ts';

export interface OfferDetailProps {
  data: OfferBlockData;
  locale: string;
  loggedIn: boolean;
}

export function OfferDetail({ data, locale, loggedIn }: OfferDetailProps) {
  const live = useLiveOffers(data, null);
  const { pathname } = useLocationSnapshot();
  const t = (key: string, values?: Record<string, string>) => offerText(data.texts, key, values);
  const offerId = offerIdOfPath(pathname);
  const selected = live.listed.find(({ offer }) => offer.id === offerId);
  const listHref = `/${locale}/products/`;
  if (!selected) {
    return (
      <div className="pp-data__message" role={live.phase === 'built' ? undefined : 'status'}>
        <p className="pp-data__message-title">{t('detail.notFound.title')}</p>
        <p className="pp-data__message-text">{t('detail.notFound.text')}</p>
        <a href={listHref}>{t('detail.back')}</a>
      </div>
    );
  }
  const { offer } = selected;
  const facts = offerFacts(offer, locale, data.texts);
  return (
    <article className="pp-offers__detail" aria-busy={live.phase === 'refreshing' ? true : undefined}>
      <h2 className="pp-offers__detail-title">
        <FlagIcon code={facts.flag} className="pp-offers__flag" /> {offer.bank.name}: {facts.rate} · {facts.term}
        {selected.featured && <span className="pp-offers__featured"> {t('featured')}</span>}
      </h2>
      {live.phase === 'stale' && (
        <p className="pp-data__message pp-data__message--problem" role="status">
          {t('stale', { date: formatBuildDate(data.builtOn, locale) })}
        </p>
      )}
      <dl className="pp-offers__facts">
        {facts.rows.map((row) => (
          <div key={row.key} className="pp-offers__fact">
            <dt>{row.label}</dt>
            <dd data-fact={row.key}>{row.value}</dd>
          </div>
        ))}
      </dl>
      {data.bankPath && (
        <p>
          <a href={bankHref(data.bankPath, offer.bank.id)}>{t('detail.bankProfile', { bank: offer.bank.name })}</a>
        </p>
      )}
      <OfferCalculator offer={offer} locale={locale} texts={data.texts} />
      {/* A customer's next step names this offer; a visitor's (register, log in) are the page's
          call-to-action blocks in config, so each site's sign-up address stays config. */}
      {loggedIn && (
        <div className="pp-cta-group pp-offers__actions">
          <a className="pp-cta pp-cta--primary" href={openDepositHref(locale, offer.id)}>
            {t('detail.open')}
          </a>
        </div>
      )}
      <p>
        <a href={listHref}>{t('detail.back')}</a>
      </p>
    </article>
  );
}
