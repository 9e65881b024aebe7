/** Balance not available (maintenance or fetch error): an info button with a tooltip instead of amounts. */
import type { ReactElement } from 'react';
import { useTranslation } from '../../i18n/useTranslation.tsx';
import type { BalanceUnavailable as BalanceUnavailableData } from '../../../engine/types/view-model.ts';
import { useTooltip } from '../../interaction/useTooltip.ts';
import { InfoIcon } from '../icons.tsx';

export function BalanceUnavailable({ unavailable }: { unavailable: BalanceUnavailableData }): ReactElement {
  const { t } = useTranslation('header');
  const { triggerProps, tooltipProps } = useTooltip();
  // The engine fills title and text; the header strings cover data that arrives without them.
  const title = unavailable.title || t('maintenanceTitle');
  const text = unavailable.text || t('maintenanceTooltip');
  return (
    <div className="ph-balance__unavailable" data-reason={unavailable.reason}>
      <span className="ph-balance__unavailable-title">{title}</span>
      <span className="ph-tooltip-anchor">
        <button className="ph-info-button" aria-label={t('balanceInformation')} {...triggerProps}>
          <InfoIcon />
        </button>
        <span className="ph-tooltip" {...tooltipProps}>
          <strong className="ph-tooltip__title">{title}</strong>
          <span className="ph-tooltip__text">{text}</span>
        </span>
      </span>
    </div>
  );
}
