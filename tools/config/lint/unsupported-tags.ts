/**
 * Tags rich text may not use (spec 5 allows only p, h1-h6, a, ul, li, strong, em, u, del, sup,
 * sub and span). The sanitiser drops them when the config is compiled, keeping their text (or,
 * for media, forms and embedded documents, their content too); `validate` names them so the
 * author does not find the formatting silently gone.
 */
import { DomUtils, parseDocument } from 'htmlparser2';
import { RICH_TEXT_TAGS } from '../../../src/engine/format/rich-text-tags.ts';

const ALLOWED = new Set<string>(RICH_TEXT_TAGS);

/** The allowed tag that does what an author usually means by a tag that is not allowed. */
const INSTEAD: Record<string, string> = { b: 'strong', i: 'em', s: 'del', strike: 'del', ol: 'ul', div: 'p', font: 'span' };

export interface UnsupportedTag {
  name: string;
  /** How often the text uses it. */
  count: number;
  /** The allowed tag to use instead, if there is an obvious one. */
  instead?: string;
}

/** Each tag the text uses that rich text does not allow, in order of first use. */
export function unsupportedTagsIn(html: string): UnsupportedTag[] {
  const found = new Map<string, UnsupportedTag>();
  const stack = [...parseDocument(html, { decodeEntities: true, lowerCaseTags: true }).children].reverse();
  while (stack.length > 0) {
    const node = stack.pop()!;
    if (!DomUtils.isTag(node)) continue;
    if (!ALLOWED.has(node.name)) {
      const seen = found.get(node.name);
      if (seen) seen.count += 1;
      else found.set(node.name, { name: node.name, count: 1, ...(INSTEAD[node.name] ? { instead: INSTEAD[node.name] } : {}) });
    }
    for (let i = node.children.length - 1; i >= 0; i--) stack.push(node.children[i]!);
  }
  return [...found.values()];
}

export function unsupportedTagMessage(tag: UnsupportedTag): string {
  const times = tag.count > 1 ? ` (${tag.count} times)` : '';
  const instead = tag.instead ? `; use <${tag.instead}> instead` : '';
  return `<${tag.name}>${times} is not allowed in rich text and is left out of the page${instead} (allowed: p, h1-h6, a, ul, li, strong, em, u, del, sup, sub, span)`;
}
