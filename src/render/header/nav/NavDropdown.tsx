/** A top-level entry with children: disclosure button plus its panel (one open per header). */
import type { ReactElement } from 'react';
import type { Item } from '../../../engine/types/view-model.ts';
import { useDropdown } from '../../interaction/useDropdown.ts';
import { useHeaderContext } from '../HeaderContext.ts';
import { ChevronIcon } from '../icons.tsx';
import { UnreadDot } from '../UnreadDot.tsx';
import { DropdownPanel } from './DropdownPanel.tsx';

export function NavDropdown({ item }: { item: Item }): ReactElement {
  const { dropdowns, isTouch, isActive } = useHeaderContext();
  const { wrapperProps, triggerProps, panelProps } = useDropdown({
    state: dropdowns,
    kind: 'disclosure',
    openOnHover: true,
    isTouch,
  });
  // Styling hint only: the page is one of this entry's links (aria-current sits on that link).
  const containsActive = (item.children ?? []).some((child) => isActive(child.href));
  return (
    <li className="ph-nav__entry" data-active={containsActive || undefined} {...wrapperProps}>
      <button className="ph-nav__trigger" data-ph-top="" data-item-id={item.id} {...triggerProps}>
        <span>{item.title}</span>
        {item.badge === true && <UnreadDot />}
        <ChevronIcon />
      </button>
      <DropdownPanel item={item} panelProps={panelProps} />
    </li>
  );
}
