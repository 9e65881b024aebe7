/**
 * Groups a dropdown's children for display: by area in a fixed order (top, main, sidebar,
 * bottom; no area means main), then consecutive items with the same groupName together.
 * Order inside a group is the order of the data.
 */
import type { Item, MenuArea } from '../../../engine/types/view-model.ts';

export const AREA_ORDER: readonly MenuArea[] = ['top', 'main', 'sidebar', 'bottom'];

export interface ItemGroup {
  name: string | undefined;
  items: Item[];
}

export interface PanelArea {
  area: MenuArea;
  groups: ItemGroup[];
}

export function panelAreas(children: readonly Item[]): PanelArea[] {
  return AREA_ORDER.map((area) => ({
    area,
    groups: groupConsecutive(children.filter((child) => (child.area ?? 'main') === area)),
  })).filter((entry) => entry.groups.length > 0);
}

function groupConsecutive(items: readonly Item[]): ItemGroup[] {
  const groups: ItemGroup[] = [];
  for (const item of items) {
    const last = groups[groups.length - 1];
    if (last && last.name === item.groupName) last.items.push(item);
    else groups.push({ name: item.groupName, items: [item] });
  }
  return groups;
}

/** Children in display order, for the mobile accordions where areas stack. */
export function childrenInDisplayOrder(children: readonly Item[]): Item[] {
  return panelAreas(children).flatMap((entry) => entry.groups.flatMap((group) => group.items));
}
