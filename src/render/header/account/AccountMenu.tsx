/**
 * The avatar menu (WAI-ARIA menu button pattern): the trigger shows the initials; the panel
 * shows who is logged in, the account identifiers, then a role="menu" list with the account
 * links, the switchable accounts and logout. The panel mounts only while open, like Radix.
 */
import type { ReactElement } from 'react';
import { useTranslation } from '../../i18n/useTranslation.tsx';
import type { AccountMenu as AccountMenuData, Item } from '../../../engine/types/view-model.ts';
import { useDropdown } from '../../interaction/useDropdown.ts';
import { useHeaderContext } from '../HeaderContext.ts';
import { ItemLink } from '../ItemLink.tsx';
import { UnreadDot } from '../UnreadDot.tsx';
import { AccountIds } from './AccountIds.tsx';
import { SwitchableAccounts } from './SwitchableAccounts.tsx';

export interface AccountMenuProps {
  /** The my-account action item (title, badge). */
  item: Item;
  account: AccountMenuData;
}

const MENU_ITEM = { role: 'menuitem', tabIndex: -1 } as const;
export const LOGOUT_CALLBACK = 'logout';

export function AccountMenu({ item, account }: AccountMenuProps): ReactElement {
  const { t } = useTranslation('header');
  const { dropdowns, isTouch, onSwitchAccount } = useHeaderContext();
  // Menu buttons open on click or keys only: a hover-opened menu would steal the focus order.
  const { isOpen, wrapperProps, triggerProps, panelProps, menuProps } = useDropdown({
    state: dropdowns,
    kind: 'menu',
    openOnHover: false,
    isTouch,
  });

  // Logout closes the menu whatever the data order: links, then switchable accounts, then logout.
  const links = account.menu.filter((entry) => entry.callback !== LOGOUT_CALLBACK);
  const logoutItems = account.menu.filter((entry) => entry.callback === LOGOUT_CALLBACK);
  const logoutItem: Item = { id: 'logout', type: 'basic', title: t('logout'), callback: LOGOUT_CALLBACK };
  const switchable = account.switchableAccounts ? (account.switchableAccountList ?? []) : [];

  return (
    <div className="ph-account" {...wrapperProps}>
      <button className="ph-account__trigger" {...triggerProps}>
        <span className="ph-avatar" aria-hidden="true">
          {account.initials}
        </span>
        <span className="ph-visually-hidden">{item.title || t('accountMenu')}</span>
        {item.badge === true && <UnreadDot />}
      </button>
      {isOpen && (
        <div className="ph-account__panel" data-reduced={account.reduced === true || undefined} {...panelProps}>
          <div className="ph-account__identity">
            <p className="ph-account__display-name">{account.displayName}</p>
            {account.fullName && account.fullName !== account.displayName && <p className="ph-account__full-name">{account.fullName}</p>}
          </div>
          <AccountIds accountIds={account.accountIds} active={isOpen} />
          <ul className="ph-account__menu" {...menuProps}>
            {links.map((entry) => (
              <li role="none" key={entry.id}>
                <ItemLink item={entry} elementProps={MENU_ITEM} className="ph-account__link" />
              </li>
            ))}
            {switchable.length > 0 && <SwitchableAccounts accounts={switchable} onSwitchAccount={onSwitchAccount} />}
            {(logoutItems.length > 0 ? logoutItems : [logoutItem]).map((entry) => (
              <li role="none" className="ph-account__logout" key={entry.id}>
                <ItemLink item={entry} elementProps={MENU_ITEM} className="ph-account__link" />
              </li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}
