/**
 * The spec 3 fields every event carries about who and where: browsing_platform (from the
 * device and the app context) and customer_group (from the customer facts). Computed from the
 * engine's facts, which App hands to the services with the page state.
 */
import type { DeviceKind } from './context-id.ts';

export type BrowsingPlatform = 'app' | 'mobile-web' | 'desktop-web';
export type CustomerGroup = 'private' | 'company' | 'anonymous';

/** The facts the dimensions read (a subset of the engine's Facts). */
export interface TrackingFacts {
  page: { inApp: boolean; mobileWebView: boolean };
  customer: { loggedIn: boolean; isCompany: boolean };
}

/** Inside the app (or its web view) it is the app, whatever the device; else the device's web. */
export function browsingPlatform(device: DeviceKind | null, page: TrackingFacts['page']): BrowsingPlatform | undefined {
  if (page.inApp || page.mobileWebView) return 'app';
  if (device === 'mobile') return 'mobile-web';
  if (device === 'desktop') return 'desktop-web';
  return undefined;
}

export function customerGroup(customer: TrackingFacts['customer']): CustomerGroup {
  if (!customer.loggedIn) return 'anonymous';
  return customer.isCompany ? 'company' : 'private';
}

export function trackingDimensions(
  facts: TrackingFacts | undefined,
  device: DeviceKind | null,
): { browsing_platform?: BrowsingPlatform; customer_group?: CustomerGroup } {
  // Before the page's facts are known the app context is too: nothing is better than a guess.
  if (!facts) return {};
  const platform = browsingPlatform(device, facts.page);
  return { ...(platform ? { browsing_platform: platform } : {}), customer_group: customerGroup(facts.customer) };
}
