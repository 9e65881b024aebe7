/**
 * The interest calculator of one offer: the amount (and, for an offer without a term, the
 * months) in, the interest, the total at the end and how the offer pays its interest out, by
 * the engine's one calculation (interestFor) and formatted with Intl in the page locale. An
 * amount outside the offer's minimum and maximum says which amounts it takes instead.
 */
import { useId, useState } from 'react';
import { formatMoney } from '../../engine/format/money.ts';
import { interestFor } from '../../engine/offers/interest.ts';
import type { ProductOffer } from '../../engine/offers/offer.ts';
import { DEFAULT_INTEREST_AMOUNT, MONTHS_WITHOUT_TERM, offerText, type OfferTexts } from '../../engine/offers/offer-view.ts';

export interface OfferCalculatorProps {
  offer: ProductOffer;
  locale: string;
  texts: OfferTexts;
}

const MAX_MONTHS = 120;

/** The amount the calculator starts with: the list's usual amount, inside the offer's limits. */
export function startingAmount(offer: ProductOffer): number {
  return Math.min(Math.max(DEFAULT_INTEREST_AMOUNT, offer.minimumAmount), offer.maximumAmount);
}

export function OfferCalculator({ offer, locale, texts }: OfferCalculatorProps) {
  const id = useId();
  const t = (key: string, values?: Record<string, string>) => offerText(texts, key, values);
  const money = (amount: number) => formatMoney(amount, { locale, currency: offer.currency });
  const [amountInput, setAmountInput] = useState(() => String(startingAmount(offer)));
  const [monthsInput, setMonthsInput] = useState(String(MONTHS_WITHOUT_TERM));
  const amount = Number(amountInput);
  const months = offer.termMonths ?? Number(monthsInput);
  const amountOk = amountInput.trim() !== '' && Number.isFinite(amount) && amount >= offer.minimumAmount && amount <= offer.maximumAmount;
  const monthsOk = Number.isInteger(months) && months >= 1 && months <= MAX_MONTHS;
  const answer = amountOk && monthsOk ? interestFor({ amount, ratePerYear: offer.interestRate, months, payment: offer.interestPayment }) : null;
  const problemId = `${id}-problem`;
  return (
    <form className="pp-offers__calculator" aria-labelledby={`${id}-title`} onSubmit={(event) => event.preventDefault()}>
      <h3 id={`${id}-title`} className="pp-offers__calculator-title">
        {t('calc.title')}
      </h3>
      <div className="pp-offers__field">
        <label htmlFor={`${id}-amount`}>{t('calc.amount', { currency: offer.currency })}</label>
        <input
          id={`${id}-amount`}
          type="number"
          inputMode="decimal"
          min={offer.minimumAmount}
          max={offer.maximumAmount}
          step="any"
          value={amountInput}
          aria-invalid={amountOk ? undefined : true}
          aria-describedby={amountOk ? undefined : problemId}
          onChange={(event) => setAmountInput(event.target.value)}
        />
      </div>
      {offer.termMonths === null && (
        <div className="pp-offers__field">
          <label htmlFor={`${id}-months`}>{t('calc.months')}</label>
          <input
            id={`${id}-months`}
            type="number"
            inputMode="numeric"
            min="1"
            max={MAX_MONTHS}
            step="1"
            value={monthsInput}
            aria-invalid={monthsOk ? undefined : true}
            aria-describedby={monthsOk ? undefined : problemId}
            onChange={(event) => setMonthsInput(event.target.value)}
          />
        </div>
      )}
      <output className="pp-offers__result" aria-live="polite" htmlFor={`${id}-amount${offer.termMonths === null ? ` ${id}-months` : ''}`}>
        {answer ? (
          <dl>
            <dt>{t('calc.interest')}</dt>
            <dd data-result="interest">{money(answer.interest)}</dd>
            <dt>{t('calc.total')}</dt>
            <dd data-result="total">{money(answer.total)}</dd>
            <dt>{t('calc.payment')}</dt>
            <dd data-result="payment">{t(`calc.payment.${offer.interestPayment}`, { amount: money(answer.perPayment), count: String(answer.payments) })}</dd>
          </dl>
        ) : (
          <span id={problemId}>
            {amountOk
              ? t('calc.invalidMonths', { max: String(MAX_MONTHS) })
              : t('calc.invalidAmount', { min: money(offer.minimumAmount), max: money(offer.maximumAmount) })}
          </span>
        )}
      </output>
      {offer.termMonths === null && <p className="pp-data__note">{t('calc.variable')}</p>}
    </form>
  );
}
