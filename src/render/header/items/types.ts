import type { ComponentType } from 'react';
import type { Item } from '../../../engine/types/view-model.ts';
import type { ItemElementProps } from '../ItemLink.tsx';

/** Props every item-type component receives (registry contract). */
export interface ItemComponentProps {
  item: Item;
  elementProps?: ItemElementProps;
}

export type ItemComponent = ComponentType<ItemComponentProps>;
