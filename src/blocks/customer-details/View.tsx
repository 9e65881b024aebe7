/** The customer's details, read-only, with their loading and error states. */
import type { BlockProps } from '../../render/page/block-props.ts';
import { DataMessageView } from '../../render/page/blocks/DataMessage.tsx';
import type { CustomerDetailsBlock } from './types.ts';

/** One lazy chunk with the unread count: two small views a customer page loads together. */
export const LAZY = 'customer-blocks';

/** Rows a details list reserves while loading: about what a customer's details take. */
const PLACEHOLDER_DETAILS = 3;

export function View({ block }: BlockProps<CustomerDetailsBlock>) {
  if (block.message) return <DataMessageView message={block.message} status={block.status} />;
  if (block.status === 'loading') {
    return (
      <dl className="pp-details" aria-busy="true">
        {Array.from({ length: PLACEHOLDER_DETAILS }, (_, i) => (
          <div key={i} className="pp-details__row" aria-hidden="true">
            <dt>
              <span className="pp-skeleton" />
            </dt>
            <dd>
              <span className="pp-skeleton" />
            </dd>
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
