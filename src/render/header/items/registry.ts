/**
 * Item type -> component (Docusaurus ComponentTypes idea). A new item in YAML needs no code
 * as long as its type is one of these; a new type is one line here plus its component.
 */
import type { ItemType } from '../../../engine/types/view-model.ts';
import { AdvancedItem } from './AdvancedItem.tsx';
import { ArrowItem } from './ArrowItem.tsx';
import { BasicItem } from './BasicItem.tsx';
import { ImageItem } from './ImageItem.tsx';
import { LoginItem } from './LoginItem.tsx';
import { MyAccountItem } from './MyAccountItem.tsx';
import { RegistrationItem } from './RegistrationItem.tsx';
import { TextItem } from './TextItem.tsx';
import type { ItemComponent } from './types.ts';

export const ITEM_COMPONENTS: Readonly<Record<ItemType, ItemComponent>> = {
  advanced: AdvancedItem,
  basic: BasicItem,
  text: TextItem,
  arrow: ArrowItem,
  image: ImageItem,
  login: LoginItem,
  registration: RegistrationItem,
  'my-account': MyAccountItem,
};

/** The component for a type, or undefined for a type this renderer does not know. */
export function itemComponentFor(type: string): ItemComponent | undefined {
  return Object.hasOwn(ITEM_COMPONENTS, type) ? ITEM_COMPONENTS[type as ItemType] : undefined;
}
