/**
 * Narrow-screen picker: a button opening a small modal dialog (CountryDialog.tsx). The dialog's
 * code is a chunk of its own, asked for when the button is first pointed at or focused and
 * drawn when it is pressed: a phone loads it only when the visitor is about to change the
 * country, not with every page (1.1 kB gzip by network idle, `npm run size`). If that code
 * cannot be loaded, the market links are shown under the button instead, so the choice is
 * still there.
 */
import { useCallback, useRef, useState } from 'react';
import { useTranslation } from '../i18n/useTranslation.tsx';
import type { Market } from '../../engine/types/view-model.ts';
import { lazyComponent } from '../lazy.ts';
import { LazyBoundary } from '../LazyBoundary.tsx';
import { MarketList } from './MarketList.tsx';
import { TriggerContent, useTriggerLabel } from './TriggerContent.tsx';
import { currentMarket } from './current-market.ts';
import './country.css';

const CountryDialog = lazyComponent(() => import('./CountryDialog.tsx').then((m) => ({ default: m.CountryDialog })));
const preloadDialog = () => void CountryDialog.preload().catch(() => undefined);

export interface CountryModalProps {
  markets: Market[];
  locale: string;
  onSelectMarket?: (market: Market) => void;
}

export function CountryModal({ markets, locale, onSelectMarket }: CountryModalProps) {
  const { t } = useTranslation('common');
  const current = currentMarket(markets, locale);
  const triggerLabel = useTriggerLabel(current);
  const [open, setOpen] = useState(false);
  const triggerRef = useRef<HTMLButtonElement>(null);

  const close = useCallback(() => {
    setOpen(false);
    triggerRef.current?.focus();
  }, []);

  const select = onSelectMarket
    ? (market: Market) => {
        close();
        onSelectMarket(market);
      }
    : undefined;

  return (
    <div className="pc-picker pc-picker--modal" data-state={open ? 'open' : 'closed'}>
      <button
        ref={triggerRef}
        type="button"
        className="pc-trigger"
        aria-label={triggerLabel}
        aria-haspopup="dialog"
        aria-expanded={open}
        onPointerEnter={preloadDialog}
        onFocus={preloadDialog}
        onClick={() => setOpen(true)}
      >
        <TriggerContent market={current} />
      </button>
      {open && (
        <LazyBoundary name="country dialog" failed={<MarketList markets={markets} currentLocale={locale} onSelect={select} label={t('countryPickerTitle')} />}>
          <CountryDialog markets={markets} locale={locale} onClose={close} onSelect={select} />
        </LazyBoundary>
      )}
    </div>
  );
}
