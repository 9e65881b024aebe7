/** `advanced`: icon, title with an optional tag, and a description line. */
import type { ReactElement } from 'react';
import { ItemLink } from '../ItemLink.tsx';
import { ItemIcon } from './ItemIcon.tsx';
import type { ItemComponentProps } from './types.ts';

export function AdvancedItem({ item, elementProps }: ItemComponentProps): ReactElement {
  return (
    <ItemLink item={item} elementProps={elementProps} className="ph-item ph-item--advanced">
      {item.icon && <ItemIcon name={item.icon} color={item.iconColor} />}
      <span className="ph-item__body">
        <span className="ph-item__title">
          {item.title}
          {item.tag && <span className="ph-tag">{item.tag}</span>}
        </span>
        {item.description && <span className="ph-item__description">{item.description}</span>}
      </span>
    </ItemLink>
  );
}
