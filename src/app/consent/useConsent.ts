/**
 * Spec 7 consent in the running app: start the consent service with the page's region group
 * (once per page load: the service ignores later starts), and push the logged-in customer's
 * number once it is known. Visitors pass null and are never identified.
 */
import { useEffect } from 'react';
import type { ConsentService } from './consent-service.ts';
import { regionGroupOfLocale } from './region-group.ts';

export function useConsent(consent: ConsentService, locale: string, customerNumber: string | null): void {
  useEffect(() => void consent.start(regionGroupOfLocale(locale)), [consent, locale]);
  useEffect(() => {
    if (customerNumber) void consent.identify(customerNumber);
  }, [consent, customerNumber]);
}
