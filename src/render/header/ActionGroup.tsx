/**
 * The action group (login and registration, or the my-account avatar menu). Each entry
 * carries its type so CSS can move login/registration into the mobile panel's bottom bar
 * when the header has a navigation, keeping only the avatar in the top bar.
 */
import type { ReactElement } from 'react';
import type { Item } from '../../engine/types/view-model.ts';
import { NavItem } from './items/NavItem.tsx';

export function ActionGroup({ actions }: { actions: Item[] }): ReactElement | null {
  if (actions.length === 0) return null;
  return (
    <ul className="ph-actions">
      {actions.map((item) => (
        <li className="ph-actions__entry" data-type={item.type} key={item.id}>
          <NavItem item={item} />
        </li>
      ))}
    </ul>
  );
}
