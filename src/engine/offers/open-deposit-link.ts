/**
 * Where a logged-in customer opens an offer (issue 15, section 3): the open-deposit page of the
 * locale (config/pages/customer.yaml) with the offer's id in the address, which its order form
 * reads.
 */
export function openDepositHref(locale: string, offerId: string): string {
  return `/${locale}/open-deposit/?offer=${encodeURIComponent(offerId)}`;
}
