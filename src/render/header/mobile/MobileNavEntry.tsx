/** A top-level entry in the mobile panel: an accordion when it has children, else the item itself. */
import type { ReactElement } from 'react';
import type { Item } from '../../../engine/types/view-model.ts';
import { useDisclosure } from '../../interaction/useDisclosure.ts';
import { ChevronIcon } from '../icons.tsx';
import { NavItem } from '../items/NavItem.tsx';
import { itemComponentFor } from '../items/registry.ts';
import { childrenInDisplayOrder } from '../nav/panelLayout.ts';
import { UnreadDot } from '../UnreadDot.tsx';

export function MobileNavEntry({ item }: { item: Item }): ReactElement | null {
  if (!itemComponentFor(item.type)) return <NavItem item={item} />;
  if (!item.children || item.children.length === 0) {
    return (
      <li className="ph-mobile-nav__entry">
        <NavItem item={item} />
      </li>
    );
  }
  return <MobileAccordion item={item} entries={item.children} />;
}

function MobileAccordion({ item, entries }: { item: Item; entries: Item[] }): ReactElement {
  const { triggerProps, panelProps } = useDisclosure();
  return (
    <li className="ph-mobile-nav__entry">
      <button className="ph-mobile-nav__trigger" {...triggerProps}>
        <span>{item.title}</span>
        {item.badge === true && <UnreadDot />}
        <ChevronIcon />
      </button>
      <ul className="ph-mobile-nav__children" {...panelProps}>
        {childrenInDisplayOrder(entries).map((child) => (
          <li key={child.id}>
            <NavItem item={child} />
          </li>
        ))}
      </ul>
    </li>
  );
}
