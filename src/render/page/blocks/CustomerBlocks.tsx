/**
 * The unread-messages count and the customer's details, with their loading and error states: the
 * views of src/blocks/unread-messages/ and src/blocks/customer-details/, in one module so that a
 * customer page loads them as one chunk.
 */
import type { CustomerDetailsBlock } from '../../../blocks/customer-details/types.ts';
import type { UnreadMessagesBlock } from '../../../blocks/unread-messages/types.ts';
import { cx } from '../../blocks/cx.ts';
import type { BlockProps } from '../block-props.ts';
import { DataMessageView } from './DataMessage.tsx';

export function UnreadMessagesBlockView({ block }: BlockProps<UnreadMessagesBlock>) {
  if (block.message) return <DataMessageView message={block.message} status={block.status} />;
  const loading = block.status === 'loading';
  return (
    <p className={cx('pp-unread', block.status === 'ready' && 'pp-unread--some')} aria-busy={loading || undefined} data-status={block.status}>
      {loading ? <span className="pp-skeleton pp-skeleton--line" aria-hidden="true" /> : null}
      <span className={cx(loading && 'visually-hidden')}>{block.text}</span>
    </p>
  );
}

/** Rows a details list reserves while loading: about what a customer's details take. */
const PLACEHOLDER_DETAILS = 3;

export function CustomerDetailsBlockView({ block }: BlockProps<CustomerDetailsBlock>) {
  if (block.message) return <DataMessageView message={block.message} status={block.status} />;
  if (block.status === 'loading') {
    return (
      <dl className="pp-details" aria-busy="true">
        {Array.from({ length: PLACEHOLDER_DETAILS }, (_, i) => (
          <div key={i} className="pp-details__row" aria-hidden="true">
            <dt><span className="pp-skeleton" /></dt>
            <dd><span className="pp-skeleton" /></dd>
          </div>
        ))}
      </dl>
    );
  }
  return (
    <dl className="pp-details">
      {block.rows.map((row) => (
        <div key={row.key} className="pp-details__row">
          <dt>{row.label}</dt>
          <dd>{row.value}</dd>
        </div>
      ))}
    </dl>
  );
}
