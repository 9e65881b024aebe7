/**
 * The accounts the user may switch to: a labelled group of menu items inside the account menu,
 * each named by its customer's name and number (spec 3: first_name, last_name, customer_id).
 */
import { useId, type ReactElement } from 'react';
import { useTranslation } from '../../i18n/useTranslation.tsx';
import type { SwitchableAccount } from '../../../engine/types/view-model.ts';

export interface SwitchableAccountsProps {
  accounts: SwitchableAccount[];
  onSwitchAccount: (customerId: string) => void;
}

export function SwitchableAccounts({ accounts, onSwitchAccount }: SwitchableAccountsProps): ReactElement {
  const { t } = useTranslation('header');
  const labelId = useId();
  return (
    <li role="none" className="ph-account__group">
      <span id={labelId} className="ph-account__group-label">
        {t('switchAccount')}
      </span>
      {/* biome-ignore lint/a11y/useSemanticElements: a group of menu items inside role=menu (WAI-ARIA menu pattern); a fieldset groups form controls. */}
      <ul role="group" aria-labelledby={labelId} className="ph-account__group-list">
        {accounts.map((account) => (
          <li role="none" key={account.customerId}>
            <button
              type="button"
              role="menuitem"
              tabIndex={-1}
              className="ph-account__link"
              data-ph-item=""
              onClick={() => onSwitchAccount(account.customerId)}
            >
              {/* The number tells apart accounts of one name (a person's own and a second customer of theirs). */}
              <span className="ph-account__switch-name">{account.name}</span> <span className="ph-account__switch-id">{account.customerId}</span>
            </button>
          </li>
        ))}
      </ul>
    </li>
  );
}
