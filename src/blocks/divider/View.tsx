import { Divider } from '../../render/blocks/Divider.tsx';
import type { BlockProps } from '../../render/page/block-props.ts';
import type { DividerBlock } from './types.ts';

export function View(_props: BlockProps<DividerBlock>) {
  return <Divider />;
}
