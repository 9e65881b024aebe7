/**
 * What a flag's targeting may read: the customer's facts as an OpenFeature evaluation context.
 * One list (TARGETING_FACTS) for validate (a rule reading anything else is a finding), the
 * schema's and the product owners' documentation, and one derivation from the engine's facts
 * for the browser, `portal resolve` and the rule tests alike, so a persona is targeted the same
 * everywhere. Pure.
 */
import type { CustomerPayload } from '../types/persona.ts';

export const TARGETING_FACTS = {
  targetingKey: 'The customer number: what a fractional rollout splits by (sticky per customer).',
  country: "The customer's country, ISO code in capitals (DE).",
  distributor: "The customer's distributor id (PARTNER_A); absent for the bank's own customers without one.",
  customerGroup: 'private or company.',
  locale: 'The page locale (de-de).',
  device: 'mobile or desktop (absent where unknown: the command line).',
  channel: 'app inside the mobile app or its web view, else web.',
} as const;

export type TargetingFactName = keyof typeof TARGETING_FACTS;

/** flagd's own context entries, which targeting may read too. */
export const FLAGD_CONTEXT = ['$flagd.flagKey', '$flagd.timestamp'] as const;

export interface TargetingContext {
  targetingKey: string;
  country?: string;
  distributor?: string;
  customerGroup?: 'private' | 'company';
  locale?: string;
  device?: 'mobile' | 'desktop';
  channel?: 'app' | 'web';
  [attribute: string]: string | undefined;
}

/** What of the customer payload targeting reads: country, distributor and group, as the engine's customer facts read them. */
export function customerTargeting(customer: CustomerPayload | null | undefined): Pick<TargetingContext, 'country' | 'distributor' | 'customerGroup'> {
  if (!customer) return {};
  const text = (value: unknown) => (typeof value === 'string' && value.trim() !== '' ? value : undefined);
  const country = text(customer.address?.countryCode)?.toUpperCase();
  const distributor = text(customer.distributorId);
  return {
    ...(country ? { country } : {}),
    ...(distributor ? { distributor } : {}),
    customerGroup: customer.isCompanyCustomer === true ? 'company' : 'private',
  };
}

/** The page's part: its locale and whether it is inside the app. */
export function pageTargeting(
  page: { locale: string; inApp?: boolean; mobileWebView?: boolean },
  device?: 'mobile' | 'desktop' | null,
): Pick<TargetingContext, 'locale' | 'channel' | 'device'> {
  return { locale: page.locale, channel: page.inApp || page.mobileWebView ? 'app' : 'web', ...(device ? { device } : {}) };
}
