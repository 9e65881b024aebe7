/** The postbox block's shapes: no settings; the messages and the view's texts in the view model. */
import type { BlockBase } from '../../engine/pages/block-base.ts';
import type { DataMessage, DataStatus } from '../../engine/types/blocks.ts';

export interface PostboxBlockConfig extends BlockBase {
  type: 'postbox';
}
export interface CompiledPostboxBlock {
  type: 'postbox';
}

/** One postbox message as the customer sees it: texts and date formatted, body split into paragraphs. */
export interface PostboxMessage {
  id: string;
  sender: string;
  subject: string;
  /** ISO 8601, for `<time dateTime>`. */
  sentAt: string;
  /** The date formatted for the page locale (Intl). */
  date: string;
  unread: boolean;
  /** The plain-text body, one entry per paragraph (blank lines separate them). */
  paragraphs: string[];
}

/** Texts the postbox view draws beside the messages (engine strings `postbox.*`). */
export interface PostboxTexts {
  /** The list's accessible name. */
  label: string;
  /** The unread marker's text (shown, and read out). */
  unread: string;
  retry: string;
  /** Marking a message read failed. */
  readFailed: string;
}

/** The customer's postbox: messages newest first (`rows`), or the empty / fetch-error message. */
export interface PostboxBlock {
  type: 'postbox';
  id?: string;
  status: DataStatus;
  rows: PostboxMessage[];
  message: DataMessage | null;
  /** Absent while loading (the skeleton needs none of them). */
  texts?: PostboxTexts;
}
