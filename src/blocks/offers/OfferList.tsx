/**
 * The `offers` block: the offers a page lists for its market, as a table (bank with its flag and
 * country, rate, term, minimum, interest at the amount, deposit guarantee, a link to the
 * offer), with the filter above it. A polite live region says how many offers the filter
 * leaves; an empty result says so and offers to reset the filter; a list with no offer at all
 * (none open to this customer) says so without one. Everything it shows is the
 * engine's (offers/): selection, filter, sort, formatting and the interest.
 */
import { useId, useMemo } from 'react';
import type { OffersBlock } from './types.ts';
import type { OfferBlockData } from '../../engine/offers/block-data.ts';
import { filterOffers, termChoices } from '../../engine/offers/filter.ts';
import { NO_FILTER } from '../../engine/offers/offer-query.ts';
import { DEFAULT_INTEREST_AMOUNT, offerListView, offerText } from '../../engine/offers/offer-view.ts';
import { monthsText } from '../../engine/offers/table.ts';
import { numberLocaleOf } from '../../engine/format/money.ts';
import { formatBuildDate } from '../shared/build-date.ts';
import { OfferFilterForm } from './OfferFilterForm.tsx';
import { OfferTable } from '../shared/OfferTable.tsx';
import { useLiveOffers } from '../../app/offers/useLiveOffers.ts';
import { useOfferFilter } from './useOfferFilter.ts';

export interface OfferListProps {
  block: OffersBlock;
  data: OfferBlockData;
  locale: string;
}

export function OfferList({ block, data, locale }: OfferListProps) {
  const id = useId();
  const live = useLiveOffers(data, block.list);
  const [filter, setFilter] = useOfferFilter();
  const texts = data.texts;
  const t = (key: string, values?: Record<string, string>) => offerText(texts, key, values);
  const shown = useMemo(() => filterOffers(live.listed, filter), [live.listed, filter]);
  const view = useMemo(
    () => offerListView(shown, locale, texts, filter.amount ?? DEFAULT_INTEREST_AMOUNT, data.detailPath),
    [shown, locale, texts, filter.amount, data.detailPath],
  );
  const terms = useMemo(() => {
    const months = termChoices(live.listed);
    // A list of one term (a page by tenor) has nothing to choose between: no term filter.
    if (months.length < 2 && filter.termMonths === null) return [];
    if (filter.termMonths !== null && !months.includes(filter.termMonths)) months.push(filter.termMonths);
    return months.sort((a, b) => a - b).map((m) => ({ months: m, text: monthsText(m, locale) }));
  }, [live.listed, filter.termMonths, locale]);

  if (live.phase === 'unavailable') {
    return (
      <div className="pp-data__message pp-data__message--problem" role="alert">
        <p className="pp-data__message-title">{t('unavailable.title')}</p>
        <p className="pp-data__message-text">{t('unavailable.text')}</p>
      </div>
    );
  }
  const captionId = `${id}-caption`;
  return (
    <section className="pp-offers" aria-labelledby={captionId}>
      <OfferFilterForm filter={filter} onChange={setFilter} texts={texts} terms={terms} />
      <p className="pp-offers__count" role="status" aria-live="polite">
        {t('results', { count: new Intl.NumberFormat(numberLocaleOf(locale)).format(shown.length) })}
      </p>
      {live.phase === 'stale' && (
        <p className="pp-data__message pp-data__message--problem pp-offers__stale" role="status">
          {t('stale', { date: formatBuildDate(data.builtOn, locale) })}
        </p>
      )}
      {live.listed.length === 0 ? (
        // Nothing listed at all (a customer's restrictions, say): no filter to reset.
        <div className="pp-data__message">
          <p className="pp-data__message-title" id={captionId}>
            {t('none.title')}
          </p>
          <p className="pp-data__message-text">{t('none.text')}</p>
        </div>
      ) : shown.length === 0 ? (
        <div className="pp-data__message">
          <p className="pp-data__message-title" id={captionId}>
            {t('empty.title')}
          </p>
          <p className="pp-data__message-text">{t('empty.text')}</p>
          <button type="button" className="pp-cta pp-cta--secondary pp-offers__reset" onClick={() => setFilter(NO_FILTER)}>
            {t('reset')}
          </button>
        </div>
      ) : (
        <OfferTable
          view={view}
          caption={t('caption')}
          captionId={captionId}
          featured={t('featured')}
          details={t('details')}
          busy={live.phase === 'refreshing'}
        />
      )}
    </section>
  );
}
