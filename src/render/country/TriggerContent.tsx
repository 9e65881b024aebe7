/**
 * What the picker button shows: the current market's flag and name. The hidden suffix
 * tells screen readers what the button does; the visible name comes first so the
 * accessible name contains the visible label (WCAG 2.5.3).
 */
import { useTranslation } from '../i18n/useTranslation.tsx';
import type { Market } from '../../engine/types/view-model.ts';
import { FlagIcon } from '../blocks/FlagIcon.tsx';

export function TriggerContent({ market }: { market: Market | undefined }) {
  const { t } = useTranslation('common');
  if (!market) return <span>{t('countryPickerTitle')}</span>;
  return (
    <>
      <FlagIcon code={market.flag} />
      <span>{market.label}</span>
      <span className="visually-hidden">, {t('countryPickerChange')}</span>
      <svg className="pc-trigger__chevron" viewBox="0 0 16 16" width="12" height="12" aria-hidden="true" focusable="false">
        <path d="M3 6l5 5 5-5" fill="none" stroke="currentColor" strokeWidth="2" />
      </svg>
    </>
  );
}
