/**
 * Page body block types: the one list of their names, each with what it shows. A type's
 * meaning sits beside it: its config shape (pages/config.ts, `BlockConfig`), its schema
 * (schemas/block-<type>.schema.json), its compiler and resolver (pages/blocks/) and its
 * component (render/page/registry.ts); each of those is a total map over `BlockType`, so
 * the type check names what a new type still lacks. `satisfies` ties this list to the
 * config shapes both ways (a missing or an extra name fails the type check).
 * schemas/pages.schema.json's `$defs/block` (the enum and the if/then that picks each
 * block's schema) is written from it: `npx tsx tools/vocabularies/write-schemas.ts`.
 */
import type { BlockType } from '../pages/config.ts';

export const DECLARED_BLOCK_TYPES = {
  heading: 'A heading (level 2 or 3).',
  'rich-text': 'Rich text (the allowed HTML tags only).',
  accordion: 'Questions and answers that open one by one.',
  padded: 'Padded content with an optional background colour.',
  container: 'Centred content of the page width.',
  divider: 'A horizontal line.',
  box: 'A bordered, rounded box with an optional title.',
  'link-list': 'A list of links.',
  'call-to-action': 'A prominent link to the next step.',
  login: 'The login form.',
  accounts: "The customer's accounts and balances, by deposit type.",
  products: "The customer's products (wealth management, money market, pension).",
  'unread-messages': "The number of the customer's unread messages.",
  'customer-details': "The customer's details (name, customer number, contact, reference account).",
  transactions: "The transaction account's bookings newest first with the balance after each, in pages.",
  documents: "The customer's documents newest first (title, date, kind, unread), each downloadable as a PDF.",
  postbox: "The customer's postbox: the messages newest first, each opened in place (which marks it read).",
  markets: 'The list of country sites (markets).',
  offers: "The product-offer service's offers a page lists (config/offers/selection.yaml), filtered by amount and term, sorted by rate or term, each with its interest.",
  'offer-detail': 'One offer (named by the last segment of the path): bank, terms, deposit guarantee, interest calculator and the next step.',
  'order-form': "A form that moves the customer's money: opening a deposit from the offer the address names (?offer=), or a withdrawal to the reference account.",
} as const satisfies Record<BlockType, string>;
