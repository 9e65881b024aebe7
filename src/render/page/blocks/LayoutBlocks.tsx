/** Blocks that hold blocks (spec 2.9): padded band, centred container, bordered box, accordion. */
import { useContext } from 'react';
import type { AccordionBlock, BoxBlock, ContainerBlock, PaddedBlock } from '../../../engine/types/blocks.ts';
import { Accordion } from '../../blocks/Accordion.tsx';
import { BorderedBox } from '../../blocks/BorderedBox.tsx';
import { Container } from '../../blocks/Container.tsx';
import { PaddedContent } from '../../blocks/PaddedContent.tsx';
import { RichTextTree } from '../../blocks/RichTextTree.tsx';
import type { BlockProps } from '../block-props.ts';
import { ChildBlocksContext } from '../ChildBlocksContext.ts';

/**
 * The band's background is a theme class (page.css), not an inline style: prerendered HTML runs
 * under a Content-Security-Policy without 'unsafe-inline' styles.
 */
export function PaddedBlockView({ block, ...context }: BlockProps<PaddedBlock>) {
  const PageBlocks = useContext(ChildBlocksContext);
  return (
    <PaddedContent designVersion={context.designVersion} as="section" className={`pp-padded pp-padded--${block.background}`}>
      <PageBlocks blocks={block.blocks} {...context} />
    </PaddedContent>
  );
}

export function ContainerBlockView({ block, ...context }: BlockProps<ContainerBlock>) {
  const PageBlocks = useContext(ChildBlocksContext);
  return (
    <Container designVersion={context.designVersion} loggedIn={context.loggedIn} className="pp-container">
      <PageBlocks blocks={block.blocks} {...context} />
    </Container>
  );
}

export function BoxBlockView({ block, ...context }: BlockProps<BoxBlock>) {
  const PageBlocks = useContext(ChildBlocksContext);
  const Heading = `h${context.headingLevel}` as const;
  return (
    <BorderedBox as={block.title ? 'section' : 'div'} className="pp-box">
      {block.title && <Heading className="pp-box__title">{block.title}</Heading>}
      <PageBlocks blocks={block.blocks} {...context} headingLevel={block.title ? nextLevel(context.headingLevel) : context.headingLevel} />
    </BorderedBox>
  );
}

export function AccordionBlockView({ block, designVersion, headingLevel }: BlockProps<AccordionBlock>) {
  return (
    <Accordion
      className="pp-accordion"
      designVersion={designVersion}
      headingLevel={headingLevel}
      items={block.items.map((item) => ({
        key: item.key,
        title: item.title,
        defaultExpanded: item.defaultExpanded,
        details: <RichTextTree tree={item.tree} />,
      }))}
    />
  );
}

function nextLevel(level: 2 | 3 | 4): 2 | 3 | 4 {
  return level === 2 ? 3 : 4;
}
