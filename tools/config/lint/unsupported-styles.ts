/**
 * Styles rich text does not keep. Spec 5: alignment comes from the paragraph
 * style, so `text-align` on p and h1-h6 is drawn (as a class, rich-text-align.ts); the sanitiser
 * leaves every other style out of the page. `validate` names what would be left out, so an
 * author does not find the formatting silently gone, and so that what validate accepts is what
 * the build draws: one verdict for both.
 */
import { ALIGNABLE_TAGS, ALLOWED_STYLE, readStyle } from '../../../src/engine/format/rich-text-align.ts';
import type { DomElement } from './dom-element.ts';

export interface StyleUse {
  tag: string;
  /** What of the style is left out of the page, as written; empty when all of it is kept. */
  leftOut: string[];
}

/** The style attribute of an element, if it has one, with what of it rich text would leave out. */
export function styleUseOf(node: DomElement): StyleUse | null {
  const style = node.attribs.style;
  if (style === undefined) return null;
  const { align, refused } = readStyle(style);
  const leftOut = ALIGNABLE_TAGS.has(node.name) ? refused : [...(align === null ? [] : [`text-align: ${align}`]), ...refused];
  return { tag: node.name, leftOut };
}

export function unsupportedStyleMessage(use: StyleUse): string {
  return `the style "${use.leftOut.join('; ')}" on <${use.tag}> is left out of the page: rich text keeps only ${ALLOWED_STYLE} (spec 5: alignment comes from the paragraph style)`;
}
