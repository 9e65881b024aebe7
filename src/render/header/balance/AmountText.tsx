/**
 * An amount in the page locale's currency format. Negative amounts carry the minus sign of
 * the format, a colour (data-negative), and a spoken "negative amount" because some screen
 * readers drop a leading minus.
 */
import type { ReactElement } from 'react';
import { useTranslation } from '../../i18n/useTranslation.tsx';
import { formatMoney } from '../../../engine/format/money.ts';
import type { Amount } from '../../../engine/types/view-model.ts';

export function AmountText({ amount, locale }: { amount: Amount; locale: string }): ReactElement {
  const { t } = useTranslation('header');
  const text = formatMoney(amount.amount, { locale, currency: amount.currency || undefined });
  return (
    <span className="ph-amount" data-negative={amount.isNegative || undefined}>
      {amount.isNegative && <span className="ph-visually-hidden">{t('negativeAmount')} </span>}
      {text}
    </span>
  );
}
