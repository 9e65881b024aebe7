/**
 * The visitor's preferred locale (spec 2.7), kept in localStorage under
 * `portal.preferredLocale`.
 *
 * Read in an effect and written in handlers only, so render stays free of `window`. The
 * renderer does not decide whether the country banner shows: the app passes
 * `preferredLocale` into the engine context, and the engine answers with
 * `viewModel.countryBanner` (reason "preference" when it differs from the market's).
 * Typical wiring: banner "All good" -> storePreferredLocale(market.preferredLocale);
 * choosing a market -> storePreferredLocale(chosen.preferredLocale) and navigate.
 */
import { useCallback, useEffect, useState } from 'react';

export const PREFERRED_LOCALE_KEY = 'portal.preferredLocale';

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    // Storage can throw when blocked (privacy settings, sandboxed frames).
    return null;
  }
}

export function readPreferredLocale(): string | null {
  try {
    return storage()?.getItem(PREFERRED_LOCALE_KEY) ?? null;
  } catch {
    return null;
  }
}

export function writePreferredLocale(locale: string): void {
  try {
    storage()?.setItem(PREFERRED_LOCALE_KEY, locale);
  } catch {
    // A full or blocked storage only costs the visitor the banner memory; never crash for it.
  }
}

export interface PreferredLocale {
  /** Stored value; null before the effect has read it, or when nothing is stored. */
  preferredLocale: string | null;
  /** True once storage has been read (so the app can wait before resolving the banner). */
  loaded: boolean;
  storePreferredLocale: (locale: string) => void;
}

export function usePreferredLocale(): PreferredLocale {
  const [preferredLocale, setPreferredLocale] = useState<string | null>(null);
  const [loaded, setLoaded] = useState(false);

  useEffect(() => {
    setPreferredLocale(readPreferredLocale());
    setLoaded(true);
    // Another tab choosing a country updates this one too.
    const onStorage = (event: StorageEvent) => {
      if (event.key === PREFERRED_LOCALE_KEY || event.key === null) setPreferredLocale(readPreferredLocale());
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, []);

  const storePreferredLocale = useCallback((locale: string) => {
    writePreferredLocale(locale);
    setPreferredLocale(locale);
  }, []);

  return { preferredLocale, loaded, storePreferredLocale };
}
