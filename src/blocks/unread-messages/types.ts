/** The unread-messages block's shapes: no settings; the count and its sentence in the view model. */
import type { BlockBase } from '../../engine/pages/block-base.ts';
import type { DataMessage, DataStatus } from '../../engine/types/blocks.ts';

export interface UnreadMessagesBlockConfig extends BlockBase {
  type: 'unread-messages';
}
export interface CompiledUnreadMessagesBlock {
  type: 'unread-messages';
}
export interface UnreadMessagesBlock {
  type: 'unread-messages';
  id?: string;
  status: DataStatus;
  count: number | null;
  text: string;
  message: DataMessage | null;
}
