/** The message of a data-bound block: the empty state, or why the data is missing (spec 8). */
import type { DataMessage, DataStatus } from '../../../engine/types/blocks.ts';
import { cx } from '../../blocks/cx.ts';

export function DataMessageView({ message, status }: { message: DataMessage; status: DataStatus }) {
  const problem = status === 'maintenance' || status === 'fetch-error';
  return (
    <div className={cx('pp-data__message', problem && 'pp-data__message--problem')} role={problem ? 'status' : undefined}>
      <p className="pp-data__message-title">{message.title}</p>
      {message.text && <p className="pp-data__message-text">{message.text}</p>}
    </div>
  );
}
