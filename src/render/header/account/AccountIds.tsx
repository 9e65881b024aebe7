/**
 * Account identifiers with a copy button each. The status text is a polite live region that
 * is always present (so screen readers announce the change) and holds "Copied" for 3 s.
 */
import type { ReactElement } from 'react';
import { useTranslation } from '../../i18n/useTranslation.tsx';
import type { AccountId } from '../../../engine/types/view-model.ts';
import { useCopyConfirmation } from '../../interaction/useCopyConfirmation.ts';
import { CopyIcon } from '../icons.tsx';
import { accountIdLabelKey } from './accountIdLabel.ts';

export interface AccountIdsProps {
  accountIds: AccountId[];
  /** False once the dropdown closes: the confirmation resets. */
  active: boolean;
}

export function AccountIds({ accountIds, active }: AccountIdsProps): ReactElement | null {
  const { t } = useTranslation('header');
  const { copiedKey, copy } = useCopyConfirmation(active);
  if (accountIds.length === 0) return null;
  return (
    <dl className="ph-account-ids">
      {accountIds.map((accountId, index) => {
        const key = `${index}-${accountId.label}`;
        const labelKey = accountIdLabelKey(accountId.label);
        const label = labelKey ? t(labelKey) : accountId.label;
        const copied = copiedKey === key;
        return (
          <div className="ph-account-id" data-size={accountId.size} key={key}>
            <dt className="ph-account-id__label">{label}</dt>
            <dd className="ph-account-id__row">
              <span className="ph-account-id__value">{accountId.id}</span>
              <span className="ph-copy">
                <button
                  type="button"
                  className="ph-copy__button"
                  data-ph-item=""
                  data-ph-keep-open=""
                  aria-label={t('copy', { label })}
                  onClick={() => copy(key, accountId.copyValue)}
                >
                  <CopyIcon />
                </button>
                <span role="status" className="ph-copy__status" data-state={copied ? 'open' : 'closed'}>
                  {copied ? t('copied') : ''}
                </span>
              </span>
            </dd>
          </div>
        );
      })}
    </dl>
  );
}
