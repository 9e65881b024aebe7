/** `login`: the secondary action button. */
import type { ReactElement } from 'react';
import { ItemLink } from '../ItemLink.tsx';
import type { ItemComponentProps } from './types.ts';

export function LoginItem({ item, elementProps }: ItemComponentProps): ReactElement {
  return <ItemLink item={item} elementProps={elementProps} className="ph-button ph-button--secondary" />;
}
