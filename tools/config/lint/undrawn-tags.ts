/**
 * A menu entry's `tag` ("Neu", "Nieuw") is drawn by the entries of a dropdown panel (advanced
 * items, src/render/header/items/AdvancedItem.tsx). A top-level entry with a panel draws only its
 * title, on desktop and in the phone's accordion, so a tag written there reaches no customer: the
 * Dutch investing section's "Nieuw" sat there unseen (second chrome audit, F5). A finding at the
 * tag says where it would show instead.
 */
import type { MenuFile, MenuItemConfig } from '../../../src/engine/config/types.ts';
import type { ConfigFileRecord } from '../load.ts';
import type { Problem } from '../problems.ts';

export const UNDRAWN_TAG = 'UNDRAWN_TAG';

export function lintUndrawnTags(records: ConfigFileRecord[]): Problem[] {
  const problems: Problem[] = [];
  for (const record of records) {
    if (record.kind !== 'menu') continue;
    const menu = record.source.data as MenuFile;
    // Every navigation the file has (schemas/menu.schema.json names them); not a list of our own.
    for (const [navigation, items] of Object.entries(menu.nav ?? {})) {
      if (!Array.isArray(items)) continue;
      items.forEach((item: MenuItemConfig, index) => {
        if (item.tag === undefined || !item.children) return;
        const at = record.source.locate(['nav', navigation, index, 'tag']);
        problems.push({
          file: record.file,
          line: at.line,
          col: at.col,
          code: UNDRAWN_TAG,
          message: `the tag "${item.tag}" of "${item.id}" is never shown: an entry with a dropdown panel shows only its title; give the tag to an advanced entry of its panel`,
        });
      });
    }
  }
  return problems;
}
