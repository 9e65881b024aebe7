/**
 * Narrow-screen picker: a button opening a small modal dialog (APG dialog pattern).
 * Focus moves into the dialog (the current market, else the first link), Tab is trapped,
 * Escape or the close button or a backdrop click closes, and focus returns to the button.
 */
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from '../i18n/useTranslation.tsx';
import type { Market } from '../../engine/types/view-model.ts';
import { MarketList } from './MarketList.tsx';
import { TriggerContent } from './TriggerContent.tsx';
import { currentMarket } from './current-market.ts';
import { focusableIn, trapTab } from './focus-trap.ts';
import './country.css';

export interface CountryModalProps {
  markets: Market[];
  locale: string;
  onSelectMarket?: (market: Market) => void;
}

export function CountryModal({ markets, locale, onSelectMarket }: CountryModalProps) {
  const { t } = useTranslation('common');
  const [open, setOpen] = useState(false);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const dialogRef = useRef<HTMLDivElement>(null);
  const titleId = useId();

  useEffect(() => {
    if (!open || !dialogRef.current) return;
    const dialog = dialogRef.current;
    const target = dialog.querySelector<HTMLElement>('[aria-current="true"]') ?? focusableIn(dialog)[0];
    target?.focus();
  }, [open]);

  const close = () => {
    setOpen(false);
    triggerRef.current?.focus();
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      close();
      return;
    }
    trapTab(event, dialogRef.current);
  };

  const select = onSelectMarket
    ? (market: Market) => {
        close();
        onSelectMarket(market);
      }
    : undefined;

  return (
    <div className="pc-picker pc-picker--modal" data-state={open ? 'open' : 'closed'}>
      <button ref={triggerRef} type="button" className="pc-trigger" aria-haspopup="dialog" aria-expanded={open} onClick={() => setOpen(true)}>
        <TriggerContent market={currentMarket(markets, locale)} />
      </button>
      {open && (
        <div className="pc-modal__backdrop" onClick={close} data-state="open">
          <div
            ref={dialogRef}
            className="pc-modal"
            role="dialog"
            aria-modal="true"
            aria-labelledby={titleId}
            onKeyDown={onKeyDown}
            onClick={(event) => event.stopPropagation()}
          >
            <div className="pc-modal__header">
              <h2 id={titleId} className="pc-modal__title">
                {t('countryPickerTitle')}
              </h2>
              <button type="button" className="pc-modal__close" aria-label={t('close')} onClick={close}>
                <svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true" focusable="false">
                  <path d="M3 3l10 10M13 3L3 13" stroke="currentColor" strokeWidth="2" />
                </svg>
              </button>
            </div>
            <MarketList markets={markets} currentLocale={locale} onSelect={select} label={t('countryPickerTitle')} />
          </div>
        </div>
      )}
    </div>
  );
}
