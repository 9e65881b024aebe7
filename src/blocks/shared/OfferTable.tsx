/**
 * Offers as a table (the offer list's, a bank page's): bank with its country's flag and name,
 * rate, term, minimum, the interest at the amount, the deposit guarantee and a link to the offer,
 * each row headed by its bank. What it shows is the engine's offer view (offer-view.ts).
 */
import type { OfferListView } from '../../engine/offers/offer-view.ts';
import { FlagIcon } from '../../render/blocks/FlagIcon.tsx';

export interface OfferTableProps {
  view: OfferListView;
  caption: string;
  captionId: string;
  /** The featured mark's text. */
  featured: string;
  /** The link's text. */
  details: string;
  /** While the live offers are on their way. */
  busy: boolean;
}

export function OfferTable({ view, caption, captionId, featured, details, busy }: OfferTableProps) {
  return (
    <table className="pp-table pp-offers__table" aria-busy={busy ? true : undefined}>
      <caption id={captionId} className="pp-table__caption">
        {caption}
      </caption>
      <thead>
        <tr>
          <th scope="col">{view.headers.bank}</th>
          <th scope="col" className="pp-table__numeric">
            {view.headers.rate}
          </th>
          <th scope="col">{view.headers.term}</th>
          <th scope="col" className="pp-table__numeric">
            {view.headers.minimum}
          </th>
          <th scope="col" className="pp-table__numeric">
            {view.headers.interest}
          </th>
          <th scope="col">{view.headers.guarantee}</th>
          <th scope="col">
            <span className="visually-hidden">{view.headers.details}</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {view.rows.map((row) => (
          <tr key={row.id} data-offer={row.id} className={row.featured ? 'pp-offers__row--featured' : undefined}>
            <th scope="row" className="pp-offers__bank">
              <FlagIcon code={row.flag} className="pp-offers__flag" /> {row.bank}
              {row.featured && <span className="pp-offers__featured"> {featured}</span>}
            </th>
            <td className="pp-table__numeric" data-label={view.headers.rate}>
              {row.rate}
            </td>
            <td data-label={view.headers.term}>{row.term}</td>
            <td className="pp-table__numeric" data-label={view.headers.minimum}>
              {row.minimum}
            </td>
            <td className="pp-table__numeric" data-label={view.headers.interest}>
              {row.interest}
            </td>
            <td data-label={view.headers.guarantee}>{row.guarantee}</td>
            <td>
              {row.href && (
                <a href={row.href}>
                  {details}
                  <span className="visually-hidden">
                    {' '}
                    {row.bankName}, {row.term}
                  </span>
                </a>
              )}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
