/**
 * Draws a list of blocks through the block registry. Calls to action that follow each other
 * share one row; a heading sets the level for the headings of the blocks after it (a box title
 * after an h2 is an h3), so the page's outline never skips a level.
 */
import { useContext, type ReactNode } from 'react';
import type { Block } from '../../blocks/types.generated.ts';
import { AppBlocksContext } from './AppBlocksContext.ts';
import { ChildBlocksContext, type PageBlocksProps } from './ChildBlocksContext.ts';
import { componentFor } from './registry.ts';

export { preloadBlockComponents } from './registry.ts';
export type { PageBlocksProps } from './ChildBlocksContext.ts';

function levelAfter(block: Block, current: 2 | 3 | 4): 2 | 3 | 4 {
  if (block.type !== 'heading') return current;
  return block.level === 2 ? 3 : 4;
}

export function PageBlocks({ blocks, headingLevel, ...context }: PageBlocksProps) {
  const appBlocks = useContext(AppBlocksContext);
  const out: ReactNode[] = [];
  let level = headingLevel;
  let actions: ReactNode[] = [];
  const flushActions = () => {
    if (actions.length === 0) return;
    out.push(
      <div key={`actions-${out.length}`} className="pp-cta-group">
        {actions}
      </div>,
    );
    actions = [];
  };
  blocks.forEach((block, index) => {
    const Component = componentFor(block, appBlocks);
    if (!Component) return;
    // The wrapper names the block's type (the live-parity test compares it with resolve); it takes
    // no box of its own (display: contents), so layouts see the block itself.
    const element = (
      <div className="pp-block" data-block={block.type} key={block.id ?? `${block.type}-${index}`}>
        <Component block={block} headingLevel={level} {...context} />
      </div>
    );
    if (block.type === 'call-to-action') {
      actions.push(element);
      return;
    }
    flushActions();
    out.push(element);
    level = levelAfter(block, level);
  });
  flushActions();
  // Blocks that hold blocks draw them with this same renderer (ChildBlocksContext says why).
  return <ChildBlocksContext.Provider value={PageBlocks}>{out}</ChildBlocksContext.Provider>;
}
