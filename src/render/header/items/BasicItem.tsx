/** `basic`: a plain link with its title. */
import type { ReactElement } from 'react';
import { ItemLink } from '../ItemLink.tsx';
import type { ItemComponentProps } from './types.ts';

export function BasicItem({ item, elementProps }: ItemComponentProps): ReactElement {
  return <ItemLink item={item} elementProps={elementProps} className="ph-item ph-item--basic" />;
}
