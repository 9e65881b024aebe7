/**
 * Below the large breakpoint: a hamburger/close toggle, a full-screen panel with the
 * navigation as accordions, and the bottom action bar (spec 2.4: login, registration), fixed
 * at the bottom of the screen whether the panel is open or not (header.css). The bar comes
 * after the panel, so Tab reaches it after the open menu's entries; a tap on it closes the
 * menu like a tap on a menu entry does.
 * The panel stays in the DOM while closed (hidden) so the toggle's aria-controls resolves.
 */
import type { ReactElement } from 'react';
import { useTranslation } from '../../i18n/useTranslation.tsx';
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
    <div className="ph-mobile" data-has-actions={actions.length > 0}>
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
      </div>
      {actions.length > 0 && (
        // biome-ignore lint/a11y/useKeyWithClickEvents: the click comes from the links inside (Enter on a link is a click), delegated here.
        <ul className="ph-mobile__actions" onClick={panelProps.onClick}>
          {actions.map((item) => (
            <li key={item.id} data-type={item.type}>
              <NavItem item={item} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
