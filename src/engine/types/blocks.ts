/**
 * Page body blocks as the view model carries them (DESIGN.md `page.blocks`): texts chosen for
 * the locale, rich text parsed, rules applied, links final, and the data-bound blocks filled
 * with what the services returned, formatted. The renderer draws them without deciding anything.
 */
import type { Amount, Market, RichTextNode } from './values.ts';
import type { OfferBlockData } from '../offers/block-data-types.ts';

export interface HeadingBlock { type: 'heading'; id?: string; level: 2 | 3; text: string }
export interface RichTextBlock { type: 'rich-text'; id?: string; tree: RichTextNode[] }
export interface AccordionBlock {
  type: 'accordion';
  id?: string;
  items: { key: string; title: string; tree: RichTextNode[]; defaultExpanded: boolean }[];
}
export interface PaddedBlock { type: 'padded'; id?: string; background: 'none' | 'neutral' | 'brand' | 'highlight'; blocks: Block[] }
export interface ContainerBlock { type: 'container'; id?: string; blocks: Block[] }
export interface DividerBlock { type: 'divider'; id?: string }
export interface BoxBlock { type: 'box'; id?: string; title?: string; blocks: Block[] }
export interface BlockLink { id: string; title: string; href: string; description?: string; newTab?: boolean }
export interface LinkListBlock { type: 'link-list'; id?: string; title?: string; links: BlockLink[] }
export interface CallToActionBlock {
  type: 'call-to-action';
  id?: string;
  text: string;
  href: string;
  style: 'primary' | 'secondary';
  newTab?: boolean;
}
/** Drawn by the app: the OpenID Connect sign-in (app/pages/SignInBlock.tsx). */
export interface LoginBlock { type: 'login'; id?: string }
/** The country picker's markets as a list of links (the country selector page). */
export interface MarketsBlock { type: 'markets'; id?: string; markets: Market[] }

/**
 * What a data-bound block can show (spec 8): the data, an empty state, a skeleton while the
 * calls run, or why the data is missing.
 */
export type DataStatus = 'ready' | 'empty' | 'loading' | 'maintenance' | 'fetch-error';

/** A message for the empty, maintenance and fetch-error states. */
export interface DataMessage { title: string; text: string }

/** An amount with its text, formatted by the engine for the page locale (Intl, spec 9). */
export interface Money extends Amount { text: string }

export interface TableCell {
  text: string;
  /** Set for amounts: renderers right-align them and mark negative ones. */
  amount?: Money;
}

export interface TableColumn {
  key: string;
  label: string;
  numeric: boolean;
}

export interface TableRow {
  id: string;
  cells: TableCell[];
}

/** The customer's accounts (accounts block) or products (products block) as a table. */
export interface DataTableBlock {
  type: 'accounts' | 'products';
  id?: string;
  status: DataStatus;
  caption: string;
  message: DataMessage | null;
  columns: TableColumn[];
  rows: TableRow[];
  /** Total of the current balances, one amount per currency; null when not asked for or nothing to add. */
  total: null | { label: string; amounts: Money[]; note: string | null };
  /** Rows kept while loading, so the skeleton reserves the table's height. */
  placeholderRows: number;
}

export interface UnreadMessagesBlock {
  type: 'unread-messages';
  id?: string;
  status: DataStatus;
  count: number | null;
  text: string;
  message: DataMessage | null;
}

export interface CustomerDetailsBlock {
  type: 'customer-details';
  id?: string;
  status: DataStatus;
  rows: { key: string; label: string; value: string }[];
  message: DataMessage | null;
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

/** A link to another page of a paged list (the same page with `?page=`). */
export interface PageLink {
  href: string;
  text: string;
}

/** Paging of a list: its name, where the customer is ("page 2 of 3"), and the links around. */
export interface Paging {
  label: string;
  status: string;
  previous: PageLink | null;
  next: PageLink | null;
}

/**
 * The transaction account's bookings: a table (date, description, amount, balance after it),
 * newest first, one page of them. While loading it has no table fields yet.
 */
export interface TransactionsBlock extends Omit<DataTableBlock, 'type' | 'caption' | 'columns' | 'total' | 'placeholderRows'> {
  type: 'transactions';
  caption?: string;
  columns?: TableColumn[];
  total?: null;
  placeholderRows?: number;
  /** Null when every booking fits on one page. */
  paging?: Paging | null;
  /** The retry button's text of the fetch-error state. */
  retry?: string;
}

/**
 * An offer list or one offer (issue 15): the build's offers, selection and texts (`data`,
 * absent where config was compiled without the catalogue). The offer components
 * (src/app/offers/, a chunk of their own) draw it through the engine's offer functions, so a
 * page without offers carries none of that code.
 */
export interface OffersBlock { type: 'offers'; id?: string; list: string; data?: OfferBlockData }
export interface OfferDetailBlock { type: 'offer-detail'; id?: string; data?: OfferBlockData }
/** The transaction account an order form pays from (or withdraws from). */
export interface OrderFormAccount {
  id: string;
  available: number;
  currency: string;
  /** The reference account a withdrawal goes to, as the customer service gives it. */
  referenceIban: string | null;
}

/**
 * A form that moves the customer's money (issue 15): opening a deposit from an offer, or a
 * withdrawal to the reference account. Who may use it is decided by the page's rules (the block's
 * `when`); the form checks the amount's form only and shows what the service answers. While the
 * customer's data loads it has only the data blocks' shared skeleton fields.
 */
export interface OrderFormBlock {
  type: 'order-form';
  id?: string;
  status: 'loading' | 'ready';
  /** Always empty: the data blocks' shared loading skeleton carries it (data-blocks.ts). */
  rows: readonly never[];
  message: null;
  kind?: 'deposit' | 'withdrawal';
  /** Null when the customer has no transaction account with a balance. */
  account?: OrderFormAccount | null;
  /** Engine strings order.form.*, placeholders left for the form to fill. */
  texts?: Readonly<Record<string, string>>;
  /** The customer message of each order-limit error code, placeholders left for the form to fill. */
  limitMessages?: Readonly<Record<string, string>>;
  /** Where the form leads on: the dashboard after success, the offers when the offer is unknown. */
  links?: { dashboard: string | null; offers: string | null };
}

export type Block =
  | HeadingBlock
  | RichTextBlock
  | AccordionBlock
  | PaddedBlock
  | ContainerBlock
  | DividerBlock
  | BoxBlock
  | LinkListBlock
  | CallToActionBlock
  | LoginBlock
  | MarketsBlock
  | DataTableBlock
  | UnreadMessagesBlock
  | CustomerDetailsBlock
  | PostboxBlock
  | TransactionsBlock
  | DocumentsBlock
  | OffersBlock
  | OfferDetailBlock
  | OrderFormBlock;

/** The page of the view model: which page the path is, its title and resolved body. */
export interface Page {
  id: string;
  kind: string;
  audience: 'public' | 'customer' | 'any';
  /** 404 for the not-found page (a path no page answers), else 200. */
  status: 200 | 404;
  /** The page's canonical path, locale-prefixed (/de-de/deposit-guarantee/); null for the not-found page. */
  path: string | null;
  title: string;
  intro: string | null;
  blocks: Block[];
}
