/**
 * Wide-screen picker: a disclosure button that shows a list of market links (APG disclosure
 * navigation, not a listbox: the entries navigate). Escape closes and returns focus to the
 * button; a click or focus outside closes. `aria-controls` is set only while the list exists.
 */
import { useEffect, useId, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';
import { useTranslation } from '../i18n/useTranslation.tsx';
import type { Market } from '../../engine/types/view-model.ts';
import { MarketList } from './MarketList.tsx';
import { TriggerContent, useTriggerLabel } from './TriggerContent.tsx';
import { currentMarket } from './current-market.ts';
import './country.css';

export interface CountryDropdownProps {
  markets: Market[];
  locale: string;
  onSelectMarket?: (market: Market) => void;
}

export function CountryDropdown({ markets, locale, onSelectMarket }: CountryDropdownProps) {
  const { t } = useTranslation('common');
  const current = currentMarket(markets, locale);
  const triggerLabel = useTriggerLabel(current);
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const listId = useId();

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !open) return;
    event.preventDefault();
    setOpen(false);
    buttonRef.current?.focus();
  };

  const onBlur = (event: FocusEvent) => {
    const next = event.relatedTarget as Node | null;
    if (next && !rootRef.current?.contains(next)) setOpen(false);
  };

  const select = onSelectMarket
    ? (market: Market) => {
        setOpen(false);
        onSelectMarket(market);
      }
    : undefined;

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: keys and focus loss bubble up from the picker's button and list, the focusable parts.
    <div className="pc-picker pc-picker--dropdown" ref={rootRef} onKeyDown={onKeyDown} onBlur={onBlur} data-state={open ? 'open' : 'closed'}>
      <button
        ref={buttonRef}
        type="button"
        className="pc-trigger"
        aria-label={triggerLabel}
        aria-expanded={open}
        aria-controls={open ? listId : undefined}
        onClick={() => setOpen((value) => !value)}
      >
        <TriggerContent market={current} />
      </button>
      {open && (
        <div className="pc-dropdown">
          <MarketList id={listId} markets={markets} currentLocale={locale} onSelect={select} label={t('countryPickerTitle')} />
        </div>
      )}
    </div>
  );
}
