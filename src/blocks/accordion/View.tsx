/** Questions and answers (spec 2.9) that open one by one. */
import { Accordion } from '../../render/blocks/Accordion.tsx';
import { RichTextTree } from '../../render/blocks/RichTextTree.tsx';
import type { BlockProps } from '../../render/page/block-props.ts';
import type { AccordionBlock } from './types.ts';

export function View({ block, designVersion, headingLevel }: BlockProps<AccordionBlock>) {
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
