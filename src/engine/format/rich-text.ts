/**
 * Rich text of spec 5 (for example the footer disclaimer): only p, h1-h6, a, ul, li, strong, em,
 * u, del, sup, sub and span; links open in a new tab; alignment comes from the paragraph style
 * (text-align on p and h1-h6, kept as a class: rich-text-align.ts).
 * In-portal links get the locale prefix like every configured link (spec 2.1, linksForLocale).
 *
 * Everything goes through one allow-list walk that produces a plain JSON tree; the HTML string
 * is serialised from that tree with full escaping, so the output never contains markup the
 * walk did not build. The React renderer can draw the tree itself (no dangerouslySetInnerHTML).
 */
import { DomUtils, parseDocument } from 'htmlparser2';
import { browserNormalizedHref, isUnsafeHref, localizeHref, schemeOf } from './href.ts';

import { RICH_TEXT_TAGS, type RichTextTag } from './rich-text-tags.ts';
import { ALIGNABLE_TAGS, alignmentClass, readStyle } from './rich-text-align.ts';

export { RICH_TEXT_TAGS, type RichTextTag };

/** A text node (unescaped text, as React expects it) or an allowed element (view-model.ts). */
export type { RichTextElement, RichTextNode } from '../types/view-model.ts';
import type { RichTextNode } from '../types/view-model.ts';

const ALLOWED = new Set<string>(RICH_TEXT_TAGS);

/**
 * Elements removed together with their content: code, styles, embedded documents, form
 * controls and foreign content (svg, math), whose text is never meant as prose. Any other
 * unknown element (div, b, table, …) is unwrapped: its text stays, its markup goes.
 */
const DROP_WITH_CONTENT = new Set([
  'script',
  'style',
  'iframe',
  'frame',
  'frameset',
  'object',
  'embed',
  'applet',
  'noscript',
  'noembed',
  'noframes',
  'template',
  'textarea',
  'select',
  'option',
  'button',
  'title',
  'head',
  'svg',
  'math',
  'xmp',
  'plaintext',
  'canvas',
  'video',
  'audio',
  'picture',
  'map',
  'link',
  'meta',
  'base',
]);

const SAFE_LINK_SCHEMES = new Set(['http', 'https', 'mailto', 'tel']);
/** Deeper nesting than this is flattened to text: no real content needs it, and it bounds recursion. */
const MAX_DEPTH = 100;

type DomNode = ReturnType<typeof parseDocument>['children'][number];

/** A link target that is relative or uses http(s), mailto or tel; null otherwise. */
function safeLinkHref(raw: string | undefined): string | null {
  if (raw === undefined) return null;
  const href = browserNormalizedHref(raw);
  // isUnsafeHref also catches a reference left encoded twice ("&amp;#106;avascript:").
  if (href === '' || isUnsafeHref(href)) return null;
  const scheme = schemeOf(href);
  return scheme === null || SAFE_LINK_SCHEMES.has(scheme) ? href : null;
}

function pushText(out: RichTextNode[], text: string): void {
  if (text === '') return;
  const last = out[out.length - 1];
  if (typeof last === 'string') out[out.length - 1] = last + text;
  else out.push(text);
}

function pushAll(out: RichTextNode[], nodes: RichTextNode[]): void {
  for (const node of nodes) {
    if (typeof node === 'string') pushText(out, node);
    else out.push(node);
  }
}

/** Text of a subtree without recursion, still skipping dropped elements. */
function flatText(node: DomNode): string {
  let text = '';
  const stack: DomNode[] = [node];
  while (stack.length > 0) {
    const current = stack.pop() as DomNode;
    if (DomUtils.isText(current)) text += current.data;
    else if (DomUtils.isTag(current) && !DROP_WITH_CONTENT.has(current.name.toLowerCase())) {
      for (let i = current.children.length - 1; i >= 0; i--) {
        const child = current.children[i];
        if (child) stack.push(child);
      }
    }
  }
  return text;
}

interface WalkContext {
  depth: number;
  insideLink: boolean;
  options: RichTextOptions;
}

/** How the tree is built for where it is shown. */
export interface RichTextOptions {
  /**
   * Makes a safe link final for the page that shows the text (spec 2.1: a relative link gets
   * the locale prefix and is lower-cased, like every configured link); null drops the link and
   * keeps its text. Without it, links stay as written.
   */
  href?: (href: string) => string | null;
}

function walk(nodes: readonly DomNode[], ctx: WalkContext): RichTextNode[] {
  const out: RichTextNode[] = [];
  for (const node of nodes) {
    if (DomUtils.isText(node)) {
      pushText(out, node.data);
      continue;
    }
    // Comments, CDATA (a comment in HTML), doctype and processing instructions carry no prose.
    if (!DomUtils.isTag(node)) continue;
    const name = node.name.toLowerCase();
    if (DROP_WITH_CONTENT.has(name)) continue;
    if (ctx.depth >= MAX_DEPTH) {
      pushText(out, flatText(node));
      continue;
    }

    if (!ALLOWED.has(name)) {
      pushAll(out, walkChildren(node, ctx, ctx.insideLink));
      continue;
    }
    const tag = name as RichTextTag;
    const attrs: Record<string, string> = {};
    if (tag === 'a') {
      const safe = safeLinkHref(node.attribs.href);
      const href = safe === null || !ctx.options.href ? safe : ctx.options.href(safe);
      // A link without a safe target, or inside another link (invalid nesting), keeps only its content.
      if (href === null || ctx.insideLink) {
        pushAll(out, walkChildren(node, ctx, ctx.insideLink));
        continue;
      }
      attrs.href = href;
      attrs.target = '_blank';
      attrs.rel = 'noopener noreferrer';
    } else if (ALIGNABLE_TAGS.has(tag)) {
      // Only the alignment, as a class (the CSP forbids style attributes); validate refuses the rest.
      const style = node.attribs.style;
      const align = style === undefined ? null : readStyle(style).align;
      if (align !== null) attrs.class = alignmentClass(align);
    }
    out.push({ tag, attrs, children: walkChildren(node, ctx, ctx.insideLink || tag === 'a') });
  }
  return out;
}

/** The children of an element, one level deeper (a function, not a closure per element: a build walks every rich text of every locale). */
function walkChildren(node: Extract<DomNode, { children: DomNode[] }>, ctx: WalkContext, insideLink: boolean): RichTextNode[] {
  return walk(node.children, { depth: ctx.depth + 1, insideLink, options: ctx.options });
}

/**
 * Links as a page of `locale` shows them: the locale prefix and lower case for a relative link,
 * as for a menu or block link (localizeHref). Done when the config is compiled, since rich text
 * is parsed once then; `{host}/x` becomes the path /x, which the browser reads on its own host.
 */
export function linksForLocale(locale: string): RichTextOptions {
  return { href: (href) => localizeHref(href, `/${locale}`) };
}

/** The sanitised rich text as a JSON tree, for renderers that build elements themselves. */
export function richTextTree(html: string | null | undefined, options: RichTextOptions = {}): RichTextNode[] {
  if (typeof html !== 'string' || html === '') return [];
  return richTextTreeOf(parseRichText(html), options);
}

/** A rich text parsed as a browser reads it, not yet sanitised: to build its tree for several locales from one parse. */
export interface ParsedRichText {
  readonly children: readonly DomNode[];
}

export function parseRichText(html: string): ParsedRichText {
  return parseDocument(html, { decodeEntities: true, lowerCaseTags: true, lowerCaseAttributeNames: true });
}

/** The sanitised tree of a parsed rich text (the walk leaves the parse as it is, so it can be walked again). */
export function richTextTreeOf(parsed: ParsedRichText, options: RichTextOptions = {}): RichTextNode[] {
  return walk(parsed.children, { depth: 0, insideLink: false, options });
}

function escapeText(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

function escapeAttribute(value: string): string {
  return escapeText(value).replace(/"/g, '&quot;');
}

/** Serialises a sanitised tree to HTML; every text and attribute value is escaped. */
export function richTextToHtml(nodes: readonly RichTextNode[]): string {
  return nodes
    .map((node) => {
      if (typeof node === 'string') return escapeText(node);
      const attrs = Object.entries(node.attrs)
        .map(([key, value]) => ` ${key}="${escapeAttribute(value)}"`)
        .join('');
      return `<${node.tag}${attrs}>${richTextToHtml(node.children)}</${node.tag}>`;
    })
    .join('');
}

/** Safe HTML holding only the allowed tags and attributes of spec 5. */
export function sanitizeRichText(html: string | null | undefined, options: RichTextOptions = {}): string {
  return richTextToHtml(richTextTree(html, options));
}
