/** A heading: text from the view model, nothing decided here. */
import type { BlockProps } from '../../render/page/block-props.ts';
import type { HeadingBlock } from './types.ts';

export function View({ block }: BlockProps<HeadingBlock>) {
  const Tag = block.level === 3 ? 'h3' : 'h2';
  return <Tag className="pp-heading">{block.text}</Tag>;
}
