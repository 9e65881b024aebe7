/**
 * Where a logged-in customer opens a deposit from an offer: the page
 * `open-deposit` of config/pages, with the offer named in the query. One constant, shared by the
 * offer pages that link there and the order page that reads it, so the two cannot drift apart.
 */
export const OPEN_DEPOSIT_PATH = '/open-deposit/';
/** The query parameter that names the offer to open. */
export const OPEN_DEPOSIT_OFFER_PARAM = 'offer';

export function openDepositHref(locale: string, offerId: string): string {
  return `/${locale}${OPEN_DEPOSIT_PATH}?${OPEN_DEPOSIT_OFFER_PARAM}=${encodeURIComponent(offerId)}`;
}
