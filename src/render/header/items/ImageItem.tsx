/** `image`: a teaser with a picture; the title names the link, so the picture is decorative. */
import type { ReactElement } from 'react';
import { ItemLink } from '../ItemLink.tsx';
import type { ItemComponentProps } from './types.ts';

export function ImageItem({ item, elementProps }: ItemComponentProps): ReactElement {
  return (
    <ItemLink item={item} elementProps={elementProps} className="ph-item ph-item--image">
      {item.imageUrl && <img className="ph-item__image" src={item.imageUrl} alt="" loading="lazy" />}
      <span className="ph-item__body">
        <span className="ph-item__title">{item.title}</span>
        {item.description && <span className="ph-item__description">{item.description}</span>}
      </span>
    </ItemLink>
  );
}
