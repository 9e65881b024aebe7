/**
 * The narrow-screen picker's dialog (APG dialog pattern), opened by CountryModal's button.
 * Focus moves into it (the current market, else the first link), Tab is trapped, Escape or the
 * close button or a backdrop click closes it (CountryModal then puts focus back on its button).
 */
import { useEffect, useId, useRef, type KeyboardEvent } from 'react';
import { useTranslation } from '../i18n/useTranslation.tsx';
import type { Market } from '../../engine/types/view-model.ts';
import { MarketList } from './MarketList.tsx';
import { focusableIn, trapTab } from './focus-trap.ts';

export interface CountryDialogProps {
  markets: Market[];
  locale: string;
  onClose: () => void;
  /** A plain click on a market; without it the links simply navigate. */
  onSelect: ((market: Market) => void) | undefined;
}

export function CountryDialog({ markets, locale, onClose, onSelect }: CountryDialogProps) {
  const { t } = useTranslation('common');
  const dialogRef = useRef<HTMLDivElement>(null);
  const titleId = useId();

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    const target = dialog.querySelector<HTMLElement>('[aria-current="true"]') ?? focusableIn(dialog)[0];
    target?.focus();
  }, []);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      onClose();
      return;
    }
    trapTab(event, dialogRef.current);
  };

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions lint/a11y/useKeyWithClickEvents: a click on the backdrop is the pointer's shortcut; keyboards close the dialog with Escape or its close button.
    <div className="pc-modal__backdrop" onClick={onClose} data-state="open">
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
          <button type="button" className="pc-modal__close" aria-label={t('close')} onClick={onClose}>
            <svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true" focusable="false">
              <path d="M3 3l10 10M13 3L3 13" stroke="currentColor" strokeWidth="2" />
            </svg>
          </button>
        </div>
        <MarketList markets={markets} currentLocale={locale} onSelect={onSelect} label={t('countryPickerTitle')} />
      </div>
    </div>
  );
}
