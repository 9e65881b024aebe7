/**
 * What the header's and footer's callbacks do: logout, the consent settings, the account switch.
 * The items and their callbacks are config (the engine); this is the app's side of each name.
 */
import { useCallback, useState } from 'react';
import type { Item } from '../../../engine/types/view-model.ts';
import type { AppEnvironment } from '../../data/services-context.tsx';
import { dashboardPath } from '../../environment.ts';

export interface PortalActions {
  onAction: (callback: string, item: Item) => void;
  onSwitchAccount: (customerId: string) => void;
  /** The consent manager is not loaded: a dialog says so. */
  consentDialog: boolean;
  closeConsentDialog: () => void;
  openConsentSettings: () => void;
}

export function usePortalActions({ services, customer, signIn, browser, history }: AppEnvironment, locale: string): PortalActions {
  const [consentDialog, setConsentDialog] = useState(false);
  const closeConsentDialog = useCallback(() => setConsentDialog(false), []);
  const onAction = useCallback(
    (callback: string, item: Item) => {
      if (callback === 'logout') {
        // Spec 8: a failing logout call is logged by the auth service; the user leaves anyway.
        customer
          .load()
          .then((loaded) => loaded.auth.logout())
          .catch(() => undefined);
      } else if (callback === 'consent-settings') {
        // The consent manager's own settings layer when one is loaded; else say it is not here.
        if (!services.consent.openSettings()) setConsentDialog(true);
      } else {
        console.warn(`Header action "${callback}" of item "${item.id}" has no handler in the app`);
      }
    },
    [services, customer],
  );
  // Spec 7 account switch: an RFC 8693 token exchange for that customer (oidc/, its own chunk).
  const onSwitchAccount = useCallback(
    (customerId: string) =>
      void signIn?.load().then((m) => m.switchAccountTo(customerId, { services, browser, history, locale, dashboard: dashboardPath(locale) })),
    [signIn, services, browser, history, locale],
  );
  // Stable, like every prop of the lazily loaded footer: a prerendered boundary that receives new
  // props before its code is there is thrown away and drawn again (a visible jump).
  const openConsentSettings = useCallback(() => onAction('consent-settings', { id: 'consent-settings', type: 'basic', title: '' }), [onAction]);
  return { onAction, onSwitchAccount, consentDialog, closeConsentDialog, openConsentSettings };
}
