/**
 * Hostile inputs shared by the tests in this folder, and the oracles that judge the output:
 * the WHATWG URL parser (Node's URL, which is what browsers implement) and jsdom's HTML
 * parser, both independent of the code under test.
 */
import { createRequire } from 'node:module';

// jsdom ships no type declarations (and @types/jsdom is not installed): the one constructor used.
const { JSDOM } = createRequire(import.meta.url)('jsdom') as {
  JSDOM: new (html: string, options: { url: string }) => { window: { document: Document } };
};

/** Where links are resolved, as a page of the portal would resolve them. */
export const PAGE_URL = 'https://www.example.de/de-de/konto/';

/** Schemes a browser runs or renders as a document: never acceptable in a link. */
export const SCRIPTABLE_PROTOCOLS: ReadonlySet<string> = new Set(['javascript:', 'data:', 'vbscript:']);

/** Links whose scheme is javascript:, data: or vbscript: once a browser has read them. */
export const UNSAFE_LINKS: readonly string[] = [
  'javascript:alert(1)',
  'JAVASCRIPT:alert(1)',
  'JaVaScRiPt:alert(1)',
  'javascript://%0aalert(1)',
  'javascript:/*--></title></style></script><svg/onload=alert(1)>',
  ' javascript:alert(1)',
  '\tjavascript:alert(1)',
  '\n\r javascript:alert(1)',
  'java\tscript:alert(1)',
  'java\nscript:alert(1)',
  'java\rscript:alert(1)',
  'j\ta\nv\ra\tscript:alert(1)',
  'javascript\t:alert(1)',
  '\u0000javascript:alert(1)',
  '\u0001javascript:alert(1)',
  '\u000bjavascript:alert(1)',
  '\u001f\u0020javascript:alert(1)',
  'javascript:alert(1)\u0000',
  'data:text/html,<script>alert(1)</script>',
  'DATA:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
  'Data:image/svg+xml,<svg onload=alert(1)>',
  ' d\ta\nta:text/html,x',
  'vbscript:msgbox(1)',
  'VBScript:msgbox(1)',
  '\u0008vbscript:msgbox(1)',
];

/**
 * The same links spelled with HTML character references: a scheme only once an HTML parser
 * decodes them (rich text is parsed, so there they must be caught after decoding).
 */
export const ENTITY_LINKS: readonly string[] = [
  '&#106;avascript:alert(1)',
  '&#0000106;avascript:alert(1)',
  '&#106avascript:alert(1)',
  '&#x6A;avascript:alert(1)',
  '&#X6a;avascript:alert(1)',
  'java&#x09;script:alert(1)',
  'java&#9;script:alert(1)',
  'java&#x0A;script:alert(1)',
  'java&#13;script:alert(1)',
  'java&Tab;script:alert(1)',
  'java&NewLine;script:alert(1)',
  'javascript&colon;alert(1)',
  '&#x20;javascript:alert(1)',
  '&#1;javascript:alert(1)',
  '&#x6a;&#x61;&#x76;&#x61;&#x73;&#x63;&#x72;&#x69;&#x70;&#x74;&#x3a;alert(1)',
  '&#100;ata:text/html,x',
  '&#118;bscript:msgbox(1)',
];

/** Links that must survive: the portal's own, web addresses, mail and phone. */
export const SAFE_LINKS: readonly string[] = [
  '/de-de/konto/',
  'https://www.example.de/a?b=1&c=2#d',
  'http://example.com/javascript:x',
  'mailto:info@example.de',
  'tel:+4930123456',
  '#section',
  'javascript-guide',
];

/** The protocol a browser gives `href` on a portal page, or null when it is no URL at all. */
export function protocolOf(href: string, base = PAGE_URL): string | null {
  try {
    return new URL(href, base).protocol;
  } catch {
    return null;
  }
}

/** A browser would run (or open as a document) this link. */
export function isScriptable(href: string): boolean {
  const protocol = protocolOf(href);
  return protocol !== null && SCRIPTABLE_PROTOCOLS.has(protocol);
}

/** An HTML document as a browser builds it (jsdom), with `PAGE_URL` as its address. */
export function parseHtml(html: string): Document {
  return new JSDOM(`<!doctype html><html><body>${html}</body></html>`, { url: PAGE_URL }).window.document;
}

/**
 * What in a parsed document could run code: script-capable elements, event-handler
 * attributes, and URL attributes whose resolved protocol is scriptable. Empty when inert.
 */
export function liveCodeIn(document: Document, { ui = false }: { ui?: boolean } = {}): string[] {
  const found: string[] = [];
  // In rich text, any element beyond its allow-list is a finding; a rendered UI legitimately
  // has buttons, icons and images, so there only elements that run or load code count.
  const RUNNABLE = new Set(
    ui
      ? ['script', 'iframe', 'frame', 'object', 'embed', 'base', 'meta', 'form', 'style', 'template'] // React preloads images with <link>: its href is checked below
      : [
          'script',
          'iframe',
          'frame',
          'object',
          'embed',
          'base',
          'meta',
          'link',
          'form',
          'svg',
          'math',
          'style',
          'template',
          'img',
          'video',
          'audio',
          'source',
          'input',
          'button',
        ],
  );
  const URL_ATTRIBUTES = ['href', 'src', 'action', 'formaction', 'xlink:href', 'data', 'poster', 'srcdoc', 'background'];
  for (const element of (document.body ?? document.documentElement).querySelectorAll('*')) {
    const name = element.localName;
    if (RUNNABLE.has(name)) found.push(`<${name}> element`);
    for (const attribute of element.attributes) {
      if (/^on/i.test(attribute.name)) found.push(`${attribute.name} on <${name}>`);
      if (URL_ATTRIBUTES.includes(attribute.name.toLowerCase()) && isScriptable(attribute.value)) {
        found.push(`${attribute.name}="${attribute.value}" on <${name}>`);
      }
      if (attribute.name === 'style' && /url\s*\(|expression\s*\(|javascript:/i.test(attribute.value)) found.push(`style="${attribute.value}" on <${name}>`);
    }
  }
  return found;
}
