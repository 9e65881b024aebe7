/** Heading, rich text and divider blocks: text from the view model, nothing decided here. */
import type { HeadingBlock, RichTextBlock, DividerBlock } from '../../../engine/types/blocks.ts';
import { Divider } from '../../blocks/Divider.tsx';
import { RichTextTree } from '../../blocks/RichTextTree.tsx';
import type { BlockProps } from '../block-props.ts';

export function HeadingBlockView({ block }: BlockProps<HeadingBlock>) {
  const Tag = block.level === 3 ? 'h3' : 'h2';
  return <Tag className="pp-heading">{block.text}</Tag>;
}

export function RichTextBlockView({ block }: BlockProps<RichTextBlock>) {
  return <RichTextTree tree={block.tree} className="pp-rich-text" />;
}

export function DividerBlockView(_props: BlockProps<DividerBlock>) {
  return <Divider />;
}
