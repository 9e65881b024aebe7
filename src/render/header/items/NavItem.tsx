/** Draws any item through the registry; an unknown type draws nothing and says so. */
import { useEffect, type ReactElement } from 'react';
import type { Item } from '../../../engine/types/view-model.ts';
import { ITEM_COMPONENTS, itemComponentFor } from './registry.ts';
import type { ItemComponentProps } from './types.ts';

export function NavItem({ item, elementProps }: ItemComponentProps): ReactElement | null {
  const Component = itemComponentFor(item.type);
  if (!Component) return <UnknownItem item={item} />;
  return <Component item={item} elementProps={elementProps} />;
}

function UnknownItem({ item }: { item: Item }): null {
  // Logged from an effect so render stays pure; the message names what to fix in config.
  useEffect(() => {
    console.error(
      `Header: no component for item type "${String(item.type)}" (item id "${item.id}"). ` +
        `Known types: ${Object.keys(ITEM_COMPONENTS).join(', ')}. The item is not shown.`,
    );
  }, [item.type, item.id]);
  return null;
}
