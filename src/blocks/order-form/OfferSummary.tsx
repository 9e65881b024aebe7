/** The offer being opened: bank, rate, term and the amounts it takes, as a description list. */
import type { ProductOffer } from '../../engine/offers/offer.ts';
import { fillPlaceholders } from '../../engine/format/placeholders.ts';
import { money, rateOf, termOf } from './figures.ts';

export function OfferSummary({ offer, locale, texts }: { offer: ProductOffer; locale: string; texts: Readonly<Record<string, string>> }) {
  const term = termOf(offer, locale);
  return (
    <dl className="pp-order__summary">
      <div>
        <dt>{texts['offer.bank']}</dt>
        <dd>{offer.bank.name}</dd>
      </div>
      <div>
        <dt>{texts['offer.rate']}</dt>
        <dd>{fillPlaceholders(texts['offer.rateValue'], { rate: rateOf(offer, locale) })}</dd>
      </div>
      <div>
        <dt>{texts['offer.term']}</dt>
        <dd>{term ?? texts['offer.noTerm']}</dd>
      </div>
      <div>
        <dt>{texts['offer.amounts']}</dt>
        <dd>
          {fillPlaceholders(texts['offer.amountsValue'], {
            min: money(offer.minimumAmount, locale, offer.currency),
            max: money(offer.maximumAmount, locale, offer.currency),
          })}
        </dd>
      </div>
    </dl>
  );
}
