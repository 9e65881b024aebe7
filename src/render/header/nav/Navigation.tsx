/**
 * Desktop top-level navigation (WAI-ARIA disclosure navigation): entries with children are
 * disclosure buttons, others are drawn by their item type. Hidden below the large breakpoint
 * by CSS, where the mobile panel takes over.
 */
import type { ReactElement } from 'react';
import { useTranslation } from '../../i18n/useTranslation.tsx';
import type { Item } from '../../../engine/types/view-model.ts';
import { useBarNavigation } from '../../interaction/useBarNavigation.ts';
import { NavItem } from '../items/NavItem.tsx';
import { itemComponentFor } from '../items/registry.ts';
import { NavDropdown } from './NavDropdown.tsx';

const TOP_LEVEL = { 'data-ph-top': '' } as const;

export function Navigation({ items }: { items: Item[] }): ReactElement | null {
  const { t } = useTranslation('header');
  const bar = useBarNavigation();
  if (items.length === 0) return null;
  return (
    <nav className="ph-nav" aria-label={t('mainNavigation')}>
      <ul className="ph-nav__list" {...bar}>
        {items.map((item) => {
          // An unknown type draws nothing (NavItem logs it), with or without children.
          if (!itemComponentFor(item.type)) return <NavItem item={item} key={item.id} />;
          if (item.children && item.children.length > 0) return <NavDropdown item={item} key={item.id} />;
          return (
            <li className="ph-nav__entry" key={item.id}>
              <NavItem item={item} elementProps={TOP_LEVEL} />
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
