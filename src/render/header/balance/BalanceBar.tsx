/** The balance summary bar under the private header: total and available, or why they are missing. */
import type { ReactElement } from 'react';
import { useTranslation } from '../../i18n/useTranslation.tsx';
import type { Balance } from '../../../engine/types/view-model.ts';
import { AmountText } from './AmountText.tsx';
import { BalanceUnavailable } from './BalanceUnavailable.tsx';

export interface BalanceBarProps {
  balance: Balance;
  locale: string;
}

export function BalanceBar({ balance, locale }: BalanceBarProps): ReactElement {
  const { t } = useTranslation('header');
  return (
    <section className="ph-balance" aria-label={t('balance')}>
      <div className="ph-balance__inner">
        {balance.unavailable ? (
          <BalanceUnavailable unavailable={balance.unavailable} />
        ) : (
          <dl className="ph-balance__amounts">
            <div className="ph-balance__amount" data-kind="total">
              <dt>{balance.total.label || t('balance')}</dt>
              <dd>
                <AmountText amount={balance.total} locale={locale} />
              </dd>
            </div>
            <div className="ph-balance__amount" data-kind="available">
              <dt>{balance.available.label || t('availableAmount')}</dt>
              <dd>
                <AmountText amount={balance.available} locale={locale} />
              </dd>
            </div>
          </dl>
        )}
      </div>
    </section>
  );
}
