export { PageView, type PageViewProps } from './PageView.tsx';
export { PageBlocks, type PageBlocksProps } from './PageBlocks.tsx';
export { AppBlocksContext } from './AppBlocksContext.ts';
export { BLOCK_COMPONENTS } from '../../blocks/views.generated.ts';
export type { AppBlockComponents, BlockComponents, BlockProps } from './block-props.ts';
