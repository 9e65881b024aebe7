/** A rich-text block's shapes: as written in config, as compiled for a locale, as the view model carries it. */
import type { BlockBase, Localized } from '../../engine/pages/block-base.ts';
import type { RichTextNode } from '../../engine/types/values.ts';

export interface RichTextBlockConfig extends BlockBase {
  type: 'rich-text';
  html: Localized;
}
export interface CompiledRichTextBlock {
  type: 'rich-text';
  tree: RichTextNode[];
}
export interface RichTextBlock {
  type: 'rich-text';
  id?: string;
  tree: RichTextNode[];
}
