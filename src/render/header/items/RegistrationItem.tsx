/** `registration`: the primary action button. */
import type { ReactElement } from 'react';
import { ItemLink } from '../ItemLink.tsx';
import type { ItemComponentProps } from './types.ts';

export function RegistrationItem({ item, elementProps }: ItemComponentProps): ReactElement {
  return <ItemLink item={item} elementProps={elementProps} className="ph-button ph-button--primary" />;
}
