/**
 * What the picker button shows: the current market's flag and name. Its accessible name is
 * an aria-label, "Deutschland, Land wechseln": the visible name first, so the name contains
 * the visible label (WCAG 2.5.3), then what the button does. A visually hidden suffix span
 * read as "Deutschland , Land wechseln" in Chrome (an absolutely positioned span is spaced
 * out like a block).
 */
import { useTranslation } from '../i18n/useTranslation.tsx';
import type { Market } from '../../engine/types/view-model.ts';
import { FlagIcon } from '../blocks/FlagIcon.tsx';

/** The button's accessible name; none without a market (the visible title names it). */
export function useTriggerLabel(market: Market | undefined): string | undefined {
  const { t } = useTranslation('common');
  return market ? `${market.label}, ${t('countryPickerChange')}` : undefined;
}

export function TriggerContent({ market }: { market: Market | undefined }) {
  const { t } = useTranslation('common');
  if (!market) return <span>{t('countryPickerTitle')}</span>;
  return (
    <>
      <FlagIcon code={market.flag} />
      <span>{market.label}</span>
      <svg className="pc-trigger__chevron" viewBox="0 0 16 16" width="12" height="12" aria-hidden="true" focusable="false">
        <path d="M3 6l5 5 5-5" fill="none" stroke="currentColor" strokeWidth="2" />
      </svg>
    </>
  );
}
