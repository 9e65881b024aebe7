/**
 * The message of a data-bound block: the empty state, or why the data is missing (spec 8); after
 * a failed call, a button that asks again when the app gives the block a way to (its actions:
 * src/blocks/<type>/actions.ts). Without the app (Storybook, the preview) no button is drawn
 * that would do nothing.
 */
import type { DataMessage, DataStatus } from '../../../engine/types/blocks.ts';
import { cx } from '../../blocks/cx.ts';

export interface DataRetry {
  label: string;
  retry: () => void;
}

export function DataMessageView({ message, status, retry }: { message: DataMessage; status: DataStatus; retry?: DataRetry | null }) {
  const problem = status === 'maintenance' || status === 'fetch-error';
  return (
    <>
      <div className={cx('pp-data__message', problem && 'pp-data__message--problem')} role={problem ? 'status' : undefined}>
        <p className="pp-data__message-title">{message.title}</p>
        {message.text && <p className="pp-data__message-text">{message.text}</p>}
      </div>
      {status === 'fetch-error' && retry && (
        <button type="button" className="pp-cta pp-cta--secondary pp-data__retry" onClick={retry.retry}>
          {retry.label}
        </button>
      )}
    </>
  );
}
