/**
 * The one place that decides what element an item is: a button for a callback, a link for
 * an href, plain text otherwise (the engine drops unsafe hrefs, so those arrive here as
 * text). Every item component renders through it, so active state, new-tab handling and
 * the unread dot behave the same everywhere.
 */
import type { ReactElement, ReactNode } from 'react';
import { useTranslation } from '../i18n/useTranslation.tsx';
import type { Item } from '../../engine/types/view-model.ts';
import { useHeaderContext } from './HeaderContext.ts';
import { UnreadDot } from './UnreadDot.tsx';

/** Extra attributes a container gives its items: menu roles, roving tab index, top-level marker. */
export interface ItemElementProps {
  role?: 'menuitem';
  tabIndex?: number;
  'data-ph-top'?: '';
}

export interface ItemLinkProps {
  item: Item;
  className?: string;
  elementProps?: ItemElementProps;
  /** Content instead of the bare title (icons, descriptions). */
  children?: ReactNode;
}

export function ItemLink({ item, className, elementProps, children }: ItemLinkProps): ReactElement {
  const { t } = useTranslation('header');
  const { isActive, onAction } = useHeaderContext();
  const content = (
    <>
      {children ?? item.title}
      {item.badge === true && <UnreadDot />}
    </>
  );

  const { callback, href } = item;
  if (callback) {
    return (
      <button type="button" className={className} data-ph-item="" data-item-id={item.id} {...elementProps} onClick={() => onAction(callback, item)}>
        {content}
      </button>
    );
  }
  if (href) {
    return (
      <a
        href={href}
        className={className}
        data-ph-item=""
        data-item-id={item.id}
        aria-current={isActive(href) ? 'page' : undefined}
        {...(item.newTab ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
        {...elementProps}
      >
        {content}
        {item.newTab && <span className="ph-visually-hidden"> {t('opensInNewTab')}</span>}
      </a>
    );
  }
  // Text: not focusable, so arrow keys skip it; inside a menu it stays a disabled menuitem.
  const { role } = elementProps ?? {};
  return (
    <span className={className} data-item-id={item.id} data-text="" {...(role ? { role, 'aria-disabled': true } : {})}>
      {content}
    </span>
  );
}
