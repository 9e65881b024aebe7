/** The documents block's shapes: no settings; the documents and the view's texts in the view model. */
import type { BlockBase } from '../../engine/pages/block-base.ts';
import type { DataMessage, DataStatus } from '../../engine/types/blocks.ts';

export interface DocumentsBlockConfig extends BlockBase {
  type: 'documents';
}
export interface CompiledDocumentsBlock {
  type: 'documents';
}

/** One of the customer's documents as shown: title, date and kind in the page's language. */
export interface DocumentRow {
  id: string;
  title: string;
  /** ISO 8601 date, for `<time dateTime>`. */
  isoDate: string;
  /** The date formatted for the page locale (Intl). */
  date: string;
  /** The kind (statement, contract, tax, other) in the page's language. */
  kind: string;
  unread: boolean;
}

/** Texts the documents view draws beside the rows (engine strings `documents.*`). */
export interface DocumentsTexts {
  caption: string;
  columns: { title: string; date: string; kind: string; file: string };
  /** The unread marker's text (shown, and read out). */
  unread: string;
  /** The download button's text; the document's title completes its accessible name. */
  download: string;
  downloading: string;
  /** A download failed (the button stays to try again). */
  downloadFailed: string;
  retry: string;
}

/** The customer's documents: newest first (`rows`), or the empty / fetch-error message. */
export interface DocumentsBlock {
  type: 'documents';
  id?: string;
  status: DataStatus;
  rows: DocumentRow[];
  message: DataMessage | null;
  /** Absent while loading (the skeleton needs none of them). */
  texts?: DocumentsTexts;
}
