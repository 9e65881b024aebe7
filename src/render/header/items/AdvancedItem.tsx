/** `advanced`: icon, title with an optional tag, and a description line. */
import type { CSSProperties, ReactElement } from 'react';
import { ItemLink } from '../ItemLink.tsx';
import type { ItemComponentProps } from './types.ts';

export function AdvancedItem({ item, elementProps }: ItemComponentProps): ReactElement {
  // The icon name is data; the stylesheet (or a later icon set) maps it to a glyph.
  const iconStyle: CSSProperties | undefined = item.iconColor ? { color: item.iconColor } : undefined;
  return (
    <ItemLink item={item} elementProps={elementProps} className="ph-item ph-item--advanced">
      {item.icon && <span className="ph-item__icon" data-icon={item.icon} style={iconStyle} aria-hidden="true" />}
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
