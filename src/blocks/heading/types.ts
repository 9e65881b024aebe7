/** A heading block's shapes: as written in config, as compiled for a locale, as the view model carries it. */
import type { BlockBase, Localized } from '../../engine/pages/block-base.ts';

export interface HeadingBlockConfig extends BlockBase {
  type: 'heading';
  text: Localized;
  level?: 2 | 3;
}
export interface CompiledHeadingBlock {
  type: 'heading';
  level: 2 | 3;
  text: string;
}
export interface HeadingBlock {
  type: 'heading';
  id?: string;
  level: 2 | 3;
  text: string;
}
