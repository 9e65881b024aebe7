/**
 * Country picker (spec 2.7): dropdown on wide screens, small modal on narrow ones. The
 * width is read with matchMedia in an effect; server render (and the first client render)
 * draws the dropdown. `mode` forces one form (stories, tests, or a host that knows better).
 */
import type { Market } from '../../engine/types/view-model.ts';
import { LARGE_SCREEN_QUERY } from '../theme/breakpoints.ts';
import { CountryDropdown } from './CountryDropdown.tsx';
import { CountryModal } from './CountryModal.tsx';
import { useMediaQuery } from './use-media-query.ts';

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
  if (form === 'dropdown') return <CountryDropdown markets={markets} locale={locale} onSelectMarket={onSelectMarket} />;
  // The dialog's own code loads when the visitor goes for its button (CountryModal.tsx).
  return <CountryModal markets={markets} locale={locale} onSelectMarket={onSelectMarket} />;
}
