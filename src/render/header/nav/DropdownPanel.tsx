/** A dropdown panel: areas laid out by `item.layout`, each a list of items (or titled groups). */
import { useId, type ReactElement } from 'react';
import type { Item } from '../../../engine/types/view-model.ts';
import type { PanelProps } from '../../interaction/useDropdown.ts';
import { NavItem } from '../items/NavItem.tsx';
import { panelAreas, type ItemGroup } from './panelLayout.ts';

export interface DropdownPanelProps {
  item: Item;
  panelProps: PanelProps;
}

export function DropdownPanel({ item, panelProps }: DropdownPanelProps): ReactElement {
  const areas = panelAreas(item.children ?? []);
  return (
    <div className="ph-panel" data-layout={item.layout ?? 'default'} {...panelProps}>
      {areas.map(({ area, groups }) => (
        <div className="ph-panel__area" data-area={area} key={area}>
          {groups.map((group, index) => (
            <PanelGroup group={group} key={`${group.name ?? ''}-${index}`} />
          ))}
        </div>
      ))}
    </div>
  );
}

function PanelGroup({ group }: { group: ItemGroup }): ReactElement {
  const headingId = useId();
  return (
    <div className="ph-panel__group">
      {group.name && (
        <p className="ph-panel__group-name" id={headingId}>
          {group.name}
        </p>
      )}
      <ul className="ph-panel__list" aria-labelledby={group.name ? headingId : undefined}>
        {group.items.map((child) => (
          <li key={child.id} className="ph-panel__entry">
            <NavItem item={child} />
          </li>
        ))}
      </ul>
    </div>
  );
}
