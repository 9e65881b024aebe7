/**
 * Below the large breakpoint: a hamburger/close toggle and a full-screen panel with the
 * navigation as accordions and, at its bottom, the action bar (login, registration).
 * The panel stays in the DOM while closed (hidden) so the toggle's aria-controls resolves.
 */
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import type { Item } from '../../../engine/types/view-model.ts';
import { useMobileMenu } from '../../interaction/useMobileMenu.ts';
import { MenuIcon } from '../icons.tsx';
import { NavItem } from '../items/NavItem.tsx';
import { MobileNavEntry } from './MobileNavEntry.tsx';

export interface MobileMenuProps {
  nav: Item[];
  /** Actions for the bottom bar; the avatar menu stays in the top bar. */
  actions: Item[];
}

export function MobileMenu({ nav, actions }: MobileMenuProps): ReactElement {
  const { t } = useTranslation('header');
  const { isOpen, toggleProps, panelProps } = useMobileMenu();
  return (
    <div className="ph-mobile">
      <button className="ph-mobile__toggle" aria-label={isOpen ? t('closeMenu') : t('openMenu')} {...toggleProps}>
        <MenuIcon open={isOpen} />
      </button>
      <div className="ph-mobile__panel" {...panelProps}>
        <nav className="ph-mobile-nav" aria-label={t('mobileNavigation')}>
          <ul className="ph-mobile-nav__list">
            {nav.map((item) => (
              <MobileNavEntry item={item} key={item.id} />
            ))}
          </ul>
        </nav>
        {actions.length > 0 && (
          <ul className="ph-mobile__actions">
            {actions.map((item) => (
              <li key={item.id} data-type={item.type}>
                <NavItem item={item} />
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}
