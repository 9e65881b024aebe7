/**
 * The footer part kinds (spec 5 "Parts, in order"): the one declaration. The view model's
 * `FooterPartKind`, the render registry (total over it), and the enums of
 * schemas/footer-layout.schema.json and schemas/rule-tests.schema.json come from here
 * (`npx tsx tools/vocabularies/write-schemas.ts`; tests/architecture/vocabularies.test.ts
 * fails while a schema is stale). The descriptions are what editors show beside each value;
 * nothing in the browser reads this object, so it costs the bundle nothing.
 */
export const FOOTER_PART_KINDS = {
  reviews: 'Review strip: the score and the number of reviews (when the display flag is set).',
  'us-contact': 'US contact banner: e-mail, phone and availability (when flagged and the data exist).',
  links: 'Link columns: two columns on desktop, accordions on a phone.',
  'app-banner': 'Mobile app banner with the Play store and App Store badges (not inside the app).',
  social: 'Social media icons, opening in a new tab, with an optional heading.',
  legal: 'Legal and imprint links with the copyright line (current year prefixed).',
  'country-picker': 'The country picker.',
  credits: 'Credits row: partner logos with their links.',
  disclaimer: 'The rich-text disclaimer.',
} as const satisfies Record<string, string>;

export type FooterPartKind = keyof typeof FOOTER_PART_KINDS;
