export { Header, type HeaderProps } from './Header.tsx';
export { ITEM_COMPONENTS, itemComponentFor } from './items/registry.ts';
export type { ItemComponent, ItemComponentProps } from './items/types.ts';
export { panelAreas, AREA_ORDER } from './nav/panelLayout.ts';
export { accountIdLabelKey } from './account/accountIdLabel.ts';
export { HeaderProvider, type HeaderProviderProps } from './HeaderProvider.tsx';
export { NavItem } from './items/NavItem.tsx';
