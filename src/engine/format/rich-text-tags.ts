/**
 * The tags rich text may contain (spec 5). Apart from the sanitiser (rich-text.ts) so the
 * renderer can check a tree against the same list without importing the HTML parser.
 */
export const RICH_TEXT_TAGS = ['p', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'a', 'ul', 'li', 'strong', 'em', 'u', 'del', 'sup', 'sub', 'span'] as const;
export type RichTextTag = (typeof RICH_TEXT_TAGS)[number];
