/** A call to action: a link styled as a button (calls to action that follow each other share a row, PageBlocks.tsx). */
import { NewTabHint } from '../../render/blocks/NewTabHint.tsx';
import type { BlockProps } from '../../render/page/block-props.ts';
import type { CallToActionBlock } from './types.ts';

export function View({ block }: BlockProps<CallToActionBlock>) {
  return (
    <a className={`pp-cta pp-cta--${block.style}`} href={block.href} {...(block.newTab ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
      {block.text}
      {block.newTab && <NewTabHint />}
    </a>
  );
}
