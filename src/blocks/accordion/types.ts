/** An accordion's shapes: items with a title and rich-text details, each with its own rule. */
import type { Rule } from '../../engine/config/rule.ts';
import type { BlockBase, Localized } from '../../engine/pages/block-base.ts';
import type { PreparedRule } from '../../engine/rules/types.ts';
import type { RichTextNode } from '../../engine/types/values.ts';

export interface AccordionBlockConfig extends BlockBase {
  type: 'accordion';
  items: { key: string; title: Localized; html: Localized; defaultExpanded?: boolean; when?: Rule; locales?: string[] }[];
}
export interface CompiledAccordionBlock {
  type: 'accordion';
  items: { key: string; title: string; tree: RichTextNode[]; defaultExpanded: boolean; rule: PreparedRule | null }[];
}
export interface AccordionBlock {
  type: 'accordion';
  id?: string;
  items: { key: string; title: string; tree: RichTextNode[]; defaultExpanded: boolean }[];
}
