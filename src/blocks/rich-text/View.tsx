/** Rich text: the tree the engine parsed and sanitised, drawn as it is. */
import { RichTextTree } from '../../render/blocks/RichTextTree.tsx';
import type { BlockProps } from '../../render/page/block-props.ts';
import type { RichTextBlock } from './types.ts';

export function View({ block }: BlockProps<RichTextBlock>) {
  return <RichTextTree tree={block.tree} className="pp-rich-text" />;
}
