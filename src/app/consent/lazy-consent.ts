/**
 * The consent service behind a loader: its code (data layer defaults, the consent manager and
 * tag manager scripts) is a chunk of its own that the app asks for right after hydration, when
 * useConsent starts it. Calls before then wait for it; the settings layer can only open once
 * it is there (a visitor who presses the link that early gets the "not available" dialog).
 */
import type { ConsentService } from './consent-service.ts';

export function lazyConsentService(load: () => Promise<ConsentService>): ConsentService {
  let loaded: ConsentService | null = null;
  let loading: Promise<ConsentService> | null = null;
  const service = (): Promise<ConsentService> => (loading ??= load().then((created) => (loaded = created)));
  return {
    start: (regionGroup) => service().then((consent) => consent.start(regionGroup)),
    identify: (customerNumber) => service().then((consent) => consent.identify(customerNumber)),
    openSettings: () => loaded?.openSettings() ?? false,
  };
}
