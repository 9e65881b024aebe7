/** A centred container (spec 2.9) of the design version's width around its blocks. */
import { useContext } from 'react';
import { Container } from '../../render/blocks/Container.tsx';
import type { BlockProps } from '../../render/page/block-props.ts';
import { ChildBlocksContext } from '../../render/page/ChildBlocksContext.ts';
import type { Block } from '../types.generated.ts';
import type { ContainerBlock } from './types.ts';

export function View({ block, ...context }: BlockProps<ContainerBlock<Block>>) {
  const PageBlocks = useContext(ChildBlocksContext);
  return (
    <Container designVersion={context.designVersion} loggedIn={context.loggedIn} className="pp-container">
      <PageBlocks blocks={block.blocks} {...context} />
    </Container>
  );
}
