/** `arrow`: a call-to-action link ("See all offers") with a trailing arrow. */
import type { ReactElement } from 'react';
import { ArrowIcon } from '../icons.tsx';
import { ItemLink } from '../ItemLink.tsx';
import type { ItemComponentProps } from './types.ts';

export function ArrowItem({ item, elementProps }: ItemComponentProps): ReactElement {
  return (
    <ItemLink item={item} elementProps={elementProps} className="ph-item ph-item--arrow">
      <span className="ph-item__title">{item.title}</span>
      {item.href && <ArrowIcon />}
    </ItemLink>
  );
}
