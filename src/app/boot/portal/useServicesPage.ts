/** The services read the page's flags when they act (logout target, refresh endpoint, tracking, a visitor's flag client). */
import { useEffect } from 'react';
import type { FeatureFlags } from '../../../engine/types/persona.ts';
import type { FlagTable } from '../../../engine/flags/declaration.ts';
import type { CoreServices } from '../../data/core-services.ts';
import { LOCAL_ENVIRONMENT } from '../../environment.ts';
import type { TrackingFacts } from '../../tracking/dimensions.ts';

export function useServicesPage(
  services: CoreServices,
  locale: string,
  flags: Readonly<FeatureFlags>,
  mobileWebView: boolean,
  trackingFacts: TrackingFacts,
  flagTable: FlagTable,
): void {
  useEffect(() => {
    services.setPage({
      locale,
      authFlags: {
        userManagement: flags.userManagementLogout === true,
        unifiedIdentityDomain: flags.unifiedIdentityDomain === true,
        multiContext: flags.multiContext === true,
        pensionLogout: flags.pensionLogout === true,
        localEnvironment: LOCAL_ENVIRONMENT,
      },
      sessionFlags: { localEnvironment: LOCAL_ENVIRONMENT, localTimeout: flags.localTimeout === true, mobileWebView },
      // The anonymous context id (spec 7) is added by the services as `context`.
      trackingBase: { portal: 'customer-portal', country_platform: locale },
      // browsing_platform and customer_group come from these (tracking/dimensions.ts, customer chunk).
      trackingFacts,
      flagTable,
    });
  }, [services, locale, flags, mobileWebView, trackingFacts, flagTable]);
}
