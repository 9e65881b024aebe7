/**
 * Where the smart banner (spec 6) goes in the document: first in <body>, above the header, as a
 * smart app banner is. It is resolved with the footer (its store links are the footer's config),
 * so this part of the footer's chunk draws it through a portal to the top of the page. The host
 * is made after hydration only: the prerendered HTML (default flags) never has a banner, and an
 * element React did not render there must not meet hydration.
 *
 * Dismissing it hides it for the rest of the visit (sessionStorage): it is an offer, not a
 * message, and coming back on every page would be nagging.
 *
 * The banner itself is a chunk of its own, fetched only when one is to be shown: most pages
 * (every desktop page, every page while the flag is off) never draw it, and every page loads
 * the footer's chunk.
 */
import { Suspense, useCallback, useEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import type { SmartBanner as SmartBannerModel } from '../../../engine/types/view-model.ts';
import { lazyComponent } from '../../../render/lazy.ts';

const SmartBanner = lazyComponent(() => import('../../../render/smart-banner/SmartBanner.tsx').then((m) => ({ default: m.SmartBanner })));

export const SMART_BANNER_DISMISSED_KEY = 'portal.smartBannerDismissed';
const HOST_ID = 'portal-smart-banner';

function dismissedBefore(): boolean {
  try {
    return window.sessionStorage.getItem(SMART_BANNER_DISMISSED_KEY) === '1';
  } catch {
    return false; // storage refused (privacy mode): show it, dismissing still works for this page
  }
}

export function SmartBannerSlot({ banner }: { banner: SmartBannerModel | null }) {
  const [host, setHost] = useState<HTMLElement | null>(null);
  const [dismissed, setDismissed] = useState(true);
  const wanted = banner !== null;

  useEffect(() => {
    if (!wanted) return undefined;
    setDismissed(dismissedBefore());
    const element = document.getElementById(HOST_ID) ?? Object.assign(document.createElement('div'), { id: HOST_ID });
    document.body.prepend(element);
    setHost(element);
    return () => {
      element.remove();
      setHost(null);
    };
  }, [wanted]);

  const dismiss = useCallback(() => {
    setDismissed(true);
    try {
      window.sessionStorage.setItem(SMART_BANNER_DISMISSED_KEY, '1');
    } catch {
      // Not remembered past this page: nothing else to do.
    }
  }, []);

  if (!banner || !host || dismissed) return null;
  return createPortal(
    <Suspense fallback={null}>
      <SmartBanner banner={banner} onDismiss={dismiss} />
    </Suspense>,
    host,
  );
}
