/** A bordered box (spec 2.9) around its blocks, with an optional title. */
import { useContext } from 'react';
import { BorderedBox } from '../../render/blocks/BorderedBox.tsx';
import type { BlockProps } from '../../render/page/block-props.ts';
import { ChildBlocksContext } from '../../render/page/ChildBlocksContext.ts';
import type { Block } from '../types.generated.ts';
import type { BoxBlock } from './types.ts';

export function View({ block, ...context }: BlockProps<BoxBlock<Block>>) {
  const PageBlocks = useContext(ChildBlocksContext);
  const Heading = `h${context.headingLevel}` as const;
  return (
    <BorderedBox as={block.title ? 'section' : 'div'} className="pp-box">
      {block.title && <Heading className="pp-box__title">{block.title}</Heading>}
      <PageBlocks blocks={block.blocks} {...context} headingLevel={block.title ? nextLevel(context.headingLevel) : context.headingLevel} />
    </BorderedBox>
  );
}

function nextLevel(level: 2 | 3 | 4): 2 | 3 | 4 {
  return level === 2 ? 3 : 4;
}
