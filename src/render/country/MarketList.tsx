/**
 * The list of markets as links, shared by the dropdown and the modal. Links work without
 * script; with a handler, a plain click is handed to the app (which stores the preference
 * and navigates) while modified clicks (new tab, new window) keep the browser's behaviour.
 */
import type { MouseEvent } from 'react';
import type { Market } from '../../engine/types/view-model.ts';
import { FlagIcon } from '../blocks/FlagIcon.tsx';

export interface MarketListProps {
  markets: Market[];
  currentLocale: string;
  onSelect?: (market: Market) => void;
  id?: string;
  /** Name of the list for screen readers. */
  label: string;
}

function isPlainClick(event: MouseEvent): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

export function MarketList({ markets, currentLocale, onSelect, id, label }: MarketListProps) {
  return (
    <ul className="pc-list" id={id} aria-label={label}>
      {markets.map((market) => {
        const current = market.locale.toLowerCase() === currentLocale.toLowerCase();
        return (
          <li key={market.locale}>
            <a
              className="pc-list__link"
              href={market.href}
              hrefLang={market.locale}
              aria-current={current ? 'true' : undefined}
              data-locale={market.locale}
              onClick={(event) => {
                if (!onSelect || !isPlainClick(event)) return;
                event.preventDefault();
                onSelect(market);
              }}
            >
              <FlagIcon code={market.flag} />
              <span>{market.label}</span>
            </a>
          </li>
        );
      })}
    </ul>
  );
}
