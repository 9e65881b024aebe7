/**
 * Spec 7 consent in the running app: start the consent service with the page's region group
 * (the host's region's, src/engine/facts/region-group.ts; once per page load: the service
 * ignores later starts), and push the logged-in customer's number once it is known. Visitors
 * pass null and are never identified.
 */
import { useEffect } from 'react';
import type { RegionGroup } from '../../engine/facts/region-group.ts';
import type { ConsentService } from './consent-service.ts';

export function useConsent(consent: ConsentService, regionGroup: RegionGroup, customerNumber: string | null): void {
  useEffect(() => void consent.start(regionGroup), [consent, regionGroup]);
  useEffect(() => {
    if (customerNumber) void consent.identify(customerNumber);
  }, [consent, customerNumber]);
}
