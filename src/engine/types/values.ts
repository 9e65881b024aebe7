/**
 * The value shapes that both the page blocks (blocks.ts) and the rest of the view model
 * (view-model.ts) carry: an amount, a market of the country picker, rich text. They sit apart
 * so that blocks.ts need not import view-model.ts, which re-exports blocks.ts (an import
 * cycle). view-model.ts re-exports them: importers keep its path.
 */

export interface Amount {
  label: string;
  amount: number;
  currency: string;
  isNegative: boolean;
}

export interface Market {
  locale: string;
  label: string;
  href: string;
  flag: string;
  preferredLocale: string;
}

/** Rich text as a tree of allowed elements (spec 5): what a renderer draws without parsing HTML. */
export type RichTextNode = string | RichTextElement;
export interface RichTextElement {
  tag: 'p' | 'h1' | 'h2' | 'h3' | 'h4' | 'h5' | 'h6' | 'a' | 'ul' | 'li' | 'strong' | 'em' | 'u' | 'del' | 'sup' | 'sub' | 'span';
  /** Only href, target, rel on a, and class (an alignment: align-left|right|center|justify) on p and h1-h6. */
  attrs: Record<string, string>;
  children: RichTextNode[];
}
