/**
 * What validate needs to know about one rich text, from one parse: hostile markup
 * (unsafe-markup.ts), tags rich text does not allow (unsupported-tags.ts), styles it does not
 * keep (unsupported-styles.ts) and the link targets (rich-text.ts). Each used to parse the text itself, and parsing HTML was a large part of
 * validating page-heavy config. Readings are kept per file's source for one validation run
 * (a new run reads new sources), so two checks of the same text share one parse.
 */
import { lazyPackage } from '../../../src/node/lazy-package.ts';
import type { YamlSource } from '../yaml-source.ts';
import type { DomNode } from './dom-element.ts';
import { unsafeMarkupOf } from './unsafe-markup.ts';
import { unsupportedTagsCounter, type UnsupportedTag } from './unsupported-tags.ts';
import { styleUseOf, type StyleUse } from './unsupported-styles.ts';

/** The HTML parser, loaded when a text with HTML is first read (lazy-package.ts). */
const htmlparser2 = lazyPackage<typeof import('htmlparser2')>('htmlparser2');

export interface HtmlReading {
  /** Hostile markup in words ("a <script> element"); empty when inert. */
  unsafe: string[];
  /** Tags rich text does not allow, in order of first use. */
  unsupported: UnsupportedTag[];
  /** The href of every <a>, trimmed, in document order. */
  hrefs: string[];
  /** Every style attribute in document order, with what of it rich text leaves out. */
  styles: StyleUse[];
}

/** Reads the text as a browser parses it (entities decoded, any letter case), elements in document order. */
export function readHtml(html: string): HtmlReading {
  const unsafe: string[] = [];
  const unsupported = unsupportedTagsCounter();
  const hrefs: string[] = [];
  const styles: StyleUse[] = [];
  // Depth first in document order, without recursion (nesting depth is the author's).
  const stack: DomNode[] = [
    ...htmlparser2().parseDocument(html, { decodeEntities: true, lowerCaseTags: true, lowerCaseAttributeNames: true }).children,
  ].reverse();
  while (stack.length > 0) {
    const node = stack.pop()!;
    if (!htmlparser2().DomUtils.isTag(node)) continue;
    unsafe.push(...unsafeMarkupOf(node));
    unsupported.count(node.name);
    const href = node.attribs.href;
    if (node.name === 'a' && href !== undefined) hrefs.push(href.trim());
    const style = styleUseOf(node);
    if (style) styles.push(style);
    for (let i = node.children.length - 1; i >= 0; i--) stack.push(node.children[i]!);
  }
  return { unsafe, unsupported: unsupported.tags(), hrefs, styles };
}

const readings = new WeakMap<YamlSource, Map<string, HtmlReading>>();

/** The reading of a rich text written in this file, parsed once per validation run. */
export function htmlReadingIn(source: YamlSource, html: string): HtmlReading {
  let ofFile = readings.get(source);
  if (!ofFile) readings.set(source, (ofFile = new Map()));
  let reading = ofFile.get(html);
  if (!reading) ofFile.set(html, (reading = readHtml(html)));
  return reading;
}
