/**
 * The shapes of config/pages/*.yaml, as validated by schemas/pages.schema.json and the
 * block schemas (schemas/block-<type>.schema.json). Texts are `Localized`: written once for
 * every locale of the page, or per language or locale.
 */
import type { Rule } from '../config/types.ts';

/** One string for all locales, or language / locale code -> text (the locale's own entry wins). */
export type Localized = string | Record<string, string>;

export type PageAudience = 'public' | 'customer' | 'any';

export interface PageHeadConfig {
  meta_title?: Localized;
  meta_description?: Localized;
  canonical_page?: string;
  meta_robots?: string;
  opengraph?: { title?: Localized; description?: Localized; image?: { url?: string } };
}

export interface PageConfig {
  id: string;
  /**
   * After the locale segment, with a trailing slash; absent only for the not-found page. One path
   * for all locales, or one per language or locale (picked like a text: locale, then language).
   */
  path?: Localized;
  aliases?: string[];
  hashRoutes?: string[];
  match?: 'exact' | 'prefix';
  notFound?: boolean;
  kind: string;
  audience: PageAudience;
  /** Context facts the page sets itself (read by the `page` signals of config/context/signals.yaml). */
  context?: { distributorPage?: string };
  locales: 'all' | string[];
  title: Localized;
  intro?: Localized;
  head?: PageHeadConfig;
  body?: BlockConfig[];
}

export interface PagesFile {
  pages: PageConfig[];
}

/** Deposit types of spec 3 plus TRANSACTION, the customer's account without a deposit type. */
export type AccountKind = 'TERM' | 'FLEX' | 'OVERNIGHT' | 'NOTICE' | 'TRANSACTION';
export type AccountColumn = 'type' | 'state' | 'identifier' | 'current' | 'available' | 'reserved';
export type ProductFamily = 'wealth-management' | 'money-market' | 'robo-advisor' | 'rurup-pension' | 'other';
export type CustomerField = 'name' | 'customerNumber' | 'email' | 'phone' | 'country' | 'referenceAccount';
export type PaddedBackground = 'none' | 'neutral' | 'brand' | 'highlight';

interface BlockBase {
  id?: string;
  when?: Rule;
  /** Only in these locales of the page (left out of the others at compile time). */
  locales?: string[];
}

export interface HeadingBlockConfig extends BlockBase { type: 'heading'; text: Localized; level?: 2 | 3 }
export interface RichTextBlockConfig extends BlockBase { type: 'rich-text'; html: Localized }
export interface AccordionBlockConfig extends BlockBase {
  type: 'accordion';
  items: { key: string; title: Localized; html: Localized; defaultExpanded?: boolean; when?: Rule; locales?: string[] }[];
}
export interface PaddedBlockConfig extends BlockBase { type: 'padded'; background?: PaddedBackground; blocks: BlockConfig[] }
export interface ContainerBlockConfig extends BlockBase { type: 'container'; blocks: BlockConfig[] }
export interface DividerBlockConfig extends BlockBase { type: 'divider' }
export interface BoxBlockConfig extends BlockBase { type: 'box'; title?: Localized; blocks: BlockConfig[] }
export interface LinkListBlockConfig extends BlockBase {
  type: 'link-list';
  title?: Localized;
  links: { id: string; title: Localized; href: string; description?: Localized; newTab?: boolean; when?: Rule; locales?: string[] }[];
}
export interface CallToActionBlockConfig extends BlockBase {
  type: 'call-to-action';
  text: Localized;
  href: string;
  style?: 'primary' | 'secondary';
  newTab?: boolean;
}
export interface LoginBlockConfig extends BlockBase { type: 'login' }
export interface MarketsBlockConfig extends BlockBase { type: 'markets' }
export interface AccountsBlockConfig extends BlockBase {
  type: 'accounts';
  depositTypes?: AccountKind[];
  columns: AccountColumn[];
  total?: boolean;
  caption: Localized;
  empty: Localized;
}
export interface ProductsBlockConfig extends BlockBase { type: 'products'; families?: ProductFamily[]; caption: Localized; empty: Localized }
export interface UnreadMessagesBlockConfig extends BlockBase { type: 'unread-messages' }
export interface CustomerDetailsBlockConfig extends BlockBase { type: 'customer-details'; fields: CustomerField[] }
export interface PostboxBlockConfig extends BlockBase { type: 'postbox' }
export interface TransactionsBlockConfig extends BlockBase { type: 'transactions' }
export interface DocumentsBlockConfig extends BlockBase { type: 'documents' }
/** The offers a page lists (config/offers/selection.yaml's entry `list`), with filters, sort and a calculator. */
export interface OffersBlockConfig extends BlockBase { type: 'offers'; list: string }
/** One offer (the last segment of the page's path) with its terms, guarantee, calculator and next step. */
export interface OfferDetailBlockConfig extends BlockBase { type: 'offer-detail' }
/** What an order form places: a deposit from an offer (the address's ?offer=) or a withdrawal to the reference account. */
export type OrderFormKind = 'deposit' | 'withdrawal';
export interface OrderFormBlockConfig extends BlockBase { type: 'order-form'; kind: OrderFormKind }

export type BlockConfig =
  | HeadingBlockConfig
  | RichTextBlockConfig
  | AccordionBlockConfig
  | PaddedBlockConfig
  | ContainerBlockConfig
  | DividerBlockConfig
  | BoxBlockConfig
  | LinkListBlockConfig
  | CallToActionBlockConfig
  | LoginBlockConfig
  | MarketsBlockConfig
  | AccountsBlockConfig
  | ProductsBlockConfig
  | UnreadMessagesBlockConfig
  | CustomerDetailsBlockConfig
  | PostboxBlockConfig
  | TransactionsBlockConfig
  | DocumentsBlockConfig
  | OffersBlockConfig
  | OfferDetailBlockConfig
  | OrderFormBlockConfig;

export type BlockType = BlockConfig['type'];
