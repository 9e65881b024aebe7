/**
 * The offer list's filter: the amount to invest, the term (term deposits only) and the order.
 * Each change applies at once (the list below and its live region say what it did); there is
 * nothing to submit, so Enter in the amount field does not reload the page.
 */
import { useEffect, useId, useState } from 'react';
import type { OfferFilter, OfferSort } from '../../engine/offers/offer-query.ts';
import { offerText, type OfferTexts } from '../../engine/offers/offer-view.ts';

export interface OfferFilterFormProps {
  filter: OfferFilter;
  onChange: (next: OfferFilter) => void;
  texts: OfferTexts;
  /** Term choices (months) with their text; empty: no term filter (overnight and notice lists). */
  terms: { months: number; text: string }[];
}

const amountText = (amount: number | null) => (amount === null ? '' : String(amount));

export function OfferFilterForm({ filter, onChange, texts, terms }: OfferFilterFormProps) {
  const id = useId();
  const t = (key: string) => offerText(texts, key);
  const [amountInput, setAmountInput] = useState(() => amountText(filter.amount));
  // A filter read from the address (or reset) shows in the field; typing keeps what was typed.
  useEffect(() => {
    setAmountInput((typed) => (Number(typed) === filter.amount || (typed === '' && filter.amount === null) ? typed : amountText(filter.amount)));
  }, [filter.amount]);
  const onAmount = (value: string) => {
    setAmountInput(value);
    const amount = Number(value);
    onChange({ ...filter, amount: value.trim() !== '' && Number.isFinite(amount) && amount > 0 ? amount : null });
  };
  return (
    // biome-ignore lint/a11y/useSemanticElements: <search> is too new for the browsers the portal supports; role=search on the form is the ARIA landmark.
    <form className="pp-offers__filter" role="search" aria-label={t('filter.label')} onSubmit={(event) => event.preventDefault()}>
      <div className="pp-offers__field">
        <label htmlFor={`${id}-amount`}>{t('filter.amount')}</label>
        <input
          id={`${id}-amount`}
          name="amount"
          type="number"
          inputMode="decimal"
          min="1"
          step="any"
          value={amountInput}
          onChange={(event) => onAmount(event.target.value)}
        />
      </div>
      {terms.length > 0 && (
        <div className="pp-offers__field">
          <label htmlFor={`${id}-term`}>{t('filter.term')}</label>
          <select
            id={`${id}-term`}
            name="term"
            value={filter.termMonths === null ? '' : String(filter.termMonths)}
            onChange={(event) => onChange({ ...filter, termMonths: event.target.value === '' ? null : Number(event.target.value) })}
          >
            <option value="">{t('filter.termAny')}</option>
            {terms.map(({ months, text }) => (
              <option key={months} value={String(months)}>
                {text}
              </option>
            ))}
          </select>
        </div>
      )}
      <div className="pp-offers__field">
        <label htmlFor={`${id}-sort`}>{t('sort.label')}</label>
        <select
          id={`${id}-sort`}
          name="sort"
          value={filter.sort ?? ''}
          onChange={(event) => onChange({ ...filter, sort: event.target.value === '' ? null : (event.target.value as OfferSort) })}
        >
          <option value="">{t('sort.default')}</option>
          <option value="rate">{t('sort.rate')}</option>
          <option value="term">{t('sort.term')}</option>
        </select>
      </div>
    </form>
  );
}
