/**
 * Alignment in rich text (spec 5: "text alignment comes from paragraph style"): the one style
 * rich text keeps, `text-align` on a paragraph or heading. It is drawn as a class (the
 * stylesheet, src/render/blocks/blocks.css, aligns it), never as a style attribute: the
 * portal's Content-Security-Policy (style-src 'self') forbids inline styles, and the build
 * refuses server HTML that has one. The sanitiser (rich-text.ts), the renderer and validate
 * (tools/config/lint/html-reading.ts) read styles through this file, so what validate accepts is
 * exactly what is drawn. No HTML parser here: the renderer imports it.
 */

export const TEXT_ALIGNMENTS = ['left', 'right', 'center', 'justify'] as const;
export type TextAlignment = (typeof TEXT_ALIGNMENTS)[number];

/** The elements that take an alignment: paragraphs and headings. */
export const ALIGNABLE_TAGS: ReadonlySet<string> = new Set(['p', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6']);

const ALIGNMENTS: ReadonlySet<string> = new Set(TEXT_ALIGNMENTS);

/** What rich text allows of a style, in words, for validate's messages. */
export const ALLOWED_STYLE = 'text-align: left, right, center or justify, on p and h1-h6';

export interface StyleReading {
  /** The alignment the style gives (the last valid text-align, as in CSS); null for none. */
  align: TextAlignment | null;
  /** Every other declaration as written (trimmed): left out of the page, so refused by validate. */
  refused: string[];
}

/** Reads a style attribute's declarations: the alignment, and what rich text does not keep. */
export function readStyle(style: string): StyleReading {
  let align: TextAlignment | null = null;
  const refused: string[] = [];
  for (const declaration of style.split(';')) {
    if (declaration.trim() === '') continue;
    const colon = declaration.indexOf(':');
    const property = colon === -1 ? '' : declaration.slice(0, colon).trim().toLowerCase();
    const value =
      colon === -1
        ? ''
        : declaration
            .slice(colon + 1)
            .trim()
            .toLowerCase();
    if (property === 'text-align' && ALIGNMENTS.has(value)) align = value as TextAlignment;
    else refused.push(declaration.trim());
  }
  return { align, refused };
}

/** The class that aligns a paragraph or heading. */
export function alignmentClass(align: TextAlignment): string {
  return `align-${align}`;
}

/** The alignment class of a tree element, if it is exactly one this file makes; null otherwise. */
export function knownAlignmentClass(value: string | undefined): string | null {
  const match = /^align-([a-z]+)$/.exec(value ?? '');
  return match && ALIGNMENTS.has(match[1]!) ? value! : null;
}
