/**
 * Country picker (spec 2.7): dropdown on wide screens, small modal on narrow ones. The
 * width is read with matchMedia in an effect; server render (and the first client render)
 * draws the dropdown. `mode` forces one form (stories, tests, or a host that knows better).
 */
import type { Market } from '../../engine/types/view-model.ts';
import { LARGE_SCREEN_QUERY } from '../theme/breakpoints.ts';
import { CountryDropdown } from './CountryDropdown.tsx';

import { lazyComponent } from '../lazy.ts';
import { LazyBoundary } from '../LazyBoundary.tsx';
import { useMediaQuery } from './use-media-query.ts';

/** The narrow-screen dialog loads when a phone first shows the picker; the dropdown stands in meanwhile. */
const CountryModal = lazyComponent(() => import('./CountryModal.tsx').then((m) => ({ default: m.CountryModal })));

export interface CountryPickerProps {
  /** Already sorted by label (the engine sorts). */
  markets: Market[];
  /** Locale of the current page; its market is shown on the button. */
  locale: string;
  /** Plain clicks on a market go here; without it the links simply navigate. */
  onSelectMarket?: (market: Market) => void;
  mode?: 'dropdown' | 'modal';
}

export function CountryPicker({ markets, locale, onSelectMarket, mode }: CountryPickerProps) {
  const wide = useMediaQuery(LARGE_SCREEN_QUERY, true);
  const form = mode ?? (wide ? 'dropdown' : 'modal');
  if (markets.length === 0) return null;
  const dropdown = <CountryDropdown markets={markets} locale={locale} onSelectMarket={onSelectMarket} />;
  if (form === 'dropdown') return dropdown;
  return (
    // Without the modal's code (still loading, or it could not be loaded) the dropdown does the job.
    <LazyBoundary name="country picker" fallback={dropdown} failed={dropdown}>
      <CountryModal markets={markets} locale={locale} onSelectMarket={onSelectMarket} />
    </LazyBoundary>
  );
}
