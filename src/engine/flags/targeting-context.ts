/**
 * What a flag's targeting may read: the customer's facts as an OpenFeature evaluation context.
 * One list (TARGETING_FACTS) for validate (a rule reading anything else is a finding), the
 * schema's and the product owners' documentation, and one derivation from the engine's facts
 * for the browser, `portal resolve` and the rule tests alike, so a persona is targeted the same
 * everywhere. Pure.
 */
import type { Facts } from '../facts/types.ts';

export const TARGETING_FACTS = {
  targetingKey: 'The customer number: what a fractional rollout splits by (sticky per customer).',
  country: "The customer's country, ISO code in capitals (DE).",
  distributor: "The customer's distributor id (PARTNER_A); absent for the bank's own customers without one.",
  customerGroup: 'private or company.',
  locale: 'The page locale (de-de).',
  device: 'mobile or desktop (absent where unknown: the command line).',
  channel: "app inside the mobile app or its web view, else web.",
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

type FactsForTargeting = { customer: Pick<Facts['customer'], 'bacNumber' | 'countryCode' | 'distributorId' | 'isCompany' | 'loggedIn'>; page: Pick<Facts['page'], 'locale' | 'inApp' | 'mobileWebView'> };

/** The context of a customer's facts (null: nobody is logged in, so nobody is targeted). */
export function targetingContextOf(facts: FactsForTargeting, device?: 'mobile' | 'desktop' | null): TargetingContext | null {
  const { customer, page } = facts;
  if (!customer.loggedIn || !customer.bacNumber) return null;
  return {
    targetingKey: customer.bacNumber,
    ...(customer.countryCode ? { country: customer.countryCode.toUpperCase() } : {}),
    ...(customer.distributorId ? { distributor: customer.distributorId } : {}),
    customerGroup: customer.isCompany ? 'company' : 'private',
    locale: page.locale,
    ...(device ? { device } : {}),
    channel: page.inApp || page.mobileWebView ? 'app' : 'web',
  };
}
