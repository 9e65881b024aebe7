/**
 * Spec 7: the product types call carries the customer's `distribution_channel_id`. Spec 3 gives
 * the customer no such field; the channel is the market the customer was taken on (spec 4: a
 * channel has a locale the portal may switch to, which the engine reads as the market of the
 * address country: `customer.marketLocale`). So the id is the customer service's
 * `distributionChannelId` where it names one, else the address country (ISO 3166-1, upper
 * case: DE, GB), the same for the portal and the local product service.
 */
import type { CustomerPayload } from '../types/persona.ts';

/** The customer's distribution channel id, or null when the customer's data names none. */
export function distributionChannelOf(customer: CustomerPayload | undefined): string | null {
  const named = customer?.distributionChannelId;
  if (typeof named === 'string' && named.trim() !== '') return named.trim();
  const country = customer?.address?.countryCode;
  return typeof country === 'string' && /^[a-z]{2}$/i.test(country.trim()) ? country.trim().toUpperCase() : null;
}
