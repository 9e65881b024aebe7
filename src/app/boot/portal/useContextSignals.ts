/**
 * The context signals besides the URL (config/context/signals.yaml: cookies, User-Agent, stored
 * values, query parameters kept for the tab) are document state: read after render (the
 * hydrating render must draw the prerendered HTML, which has none), again on every navigation,
 * when the stored preference changes and when the app removed one (`reread`).
 */
import { useEffect, useReducer, useState, type Dispatch, type SetStateAction } from 'react';
import type { CompiledConfig } from '../../../engine/config/compiled.ts';
import type { BrowserPorts } from '../../data/browser-ports.ts';
import { NO_SIGNALS, type BrowserSignals } from '../../data/page-context.ts';
import type { LocationSnapshot } from '../../routes/navigation.ts';

export interface ContextSignalsState {
  signals: BrowserSignals;
  /** Sets them at once (the country banner's answer takes effect in this frame). */
  setSignals: Dispatch<SetStateAction<BrowserSignals>>;
  /** Reads them again from the browser. */
  reread: () => void;
}

export function useContextSignals(
  config: CompiledConfig,
  browser: BrowserPorts,
  location: LocationSnapshot,
  preferredLocale: string | null,
): ContextSignalsState {
  const [signals, setSignals] = useState<BrowserSignals>(NO_SIGNALS);
  const [asked, reread] = useReducer((count: number) => count + 1, 0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new preferred locale or a re-read (`asked`) reads the signals again.
  useEffect(() => {
    let current = true;
    import('../../data/browser-signals.ts')
      .then(({ readBrowserSignals }) => current && setSignals(readBrowserSignals(config.contextSignals, location.search, browser.signalSources)))
      .catch((error: unknown) => console.error('The context signals could not be read: none apply on this page', error));
    return () => {
      current = false;
    };
  }, [config, browser, location, preferredLocale, asked]);
  return { signals, setSignals, reread };
}
