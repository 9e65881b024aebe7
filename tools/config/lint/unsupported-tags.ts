/**
 * Tags rich text may not use (spec 5 allows only p, h1-h6, a, ul, li, strong, em, u, del, sup,
 * sub and span). The sanitiser drops them when the config is compiled, keeping their text (or,
 * for media, forms and embedded documents, their content too); `validate` names them so the
 * author does not find the formatting silently gone.
 */
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

/** Counts the tags rich text does not allow, element by element (html-reading.ts walks them in document order). */
export function unsupportedTagsCounter(): { count: (name: string) => void; tags: () => UnsupportedTag[] } {
  const found = new Map<string, UnsupportedTag>();
  return {
    count(name) {
      if (ALLOWED.has(name)) return;
      const seen = found.get(name);
      if (seen) seen.count += 1;
      else found.set(name, { name, count: 1, ...(INSTEAD[name] ? { instead: INSTEAD[name] } : {}) });
    },
    tags: () => [...found.values()],
  };
}

export function unsupportedTagMessage(tag: UnsupportedTag): string {
  const times = tag.count > 1 ? ` (${tag.count} times)` : '';
  const instead = tag.instead ? `; use <${tag.instead}> instead` : '';
  return `<${tag.name}>${times} is not allowed in rich text and is left out of the page${instead} (allowed: p, h1-h6, a, ul, li, strong, em, u, del, sup, sub, span)`;
}
