/** `text`: a line of text (a link only if the data gives it an href), styled quieter than links. */
import type { ReactElement } from 'react';
import { ItemLink } from '../ItemLink.tsx';
import type { ItemComponentProps } from './types.ts';

export function TextItem({ item, elementProps }: ItemComponentProps): ReactElement {
  return <ItemLink item={item} elementProps={elementProps} className="ph-item ph-item--text" />;
}
