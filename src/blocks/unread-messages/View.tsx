/** The unread-messages count, with its loading and error states. */
import { cx } from '../../render/blocks/cx.ts';
import type { BlockProps } from '../../render/page/block-props.ts';
import { DataMessageView } from '../../render/page/blocks/DataMessage.tsx';
import type { UnreadMessagesBlock } from './types.ts';

/** One lazy chunk with the customer's details: two small views a customer page loads together. */
export const LAZY = 'customer-blocks';

export function View({ block }: BlockProps<UnreadMessagesBlock>) {
  if (block.message) return <DataMessageView message={block.message} status={block.status} />;
  const loading = block.status === 'loading';
  return (
    <p className={cx('pp-unread', block.status === 'ready' && 'pp-unread--some')} aria-busy={loading || undefined} data-status={block.status}>
      {loading ? <span className="pp-skeleton pp-skeleton--line" aria-hidden="true" /> : null}
      <span className={cx(loading && 'visually-hidden')}>{block.text}</span>
    </p>
  );
}
