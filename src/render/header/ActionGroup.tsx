/**
 * The action group (login and registration, or the my-account avatar menu). Each entry
 * carries its type so CSS can move login/registration into the mobile panel's bottom bar
 * when the header has a navigation, keeping only the avatar in the top bar (and no list at all
 * when there is no avatar).
 */
import type { ReactElement } from 'react';
import type { Item } from '../../engine/types/view-model.ts';
import { NavItem } from './items/NavItem.tsx';

export function ActionGroup({ actions }: { actions: Item[] }): ReactElement | null {
  if (actions.length === 0) return null;
  return (
    // Whether the avatar menu is here: without it, every entry moves to the panel on a phone, and
    // CSS hides the whole list (an empty list would stay in the accessibility tree).
    <ul className="ph-actions" data-has-account={actions.some((item) => item.type === 'my-account')}>
      {actions.map((item) => (
        <li className="ph-actions__entry" data-type={item.type} key={item.id}>
          <NavItem item={item} />
        </li>
      ))}
    </ul>
  );
}
