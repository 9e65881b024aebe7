import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { RICH_TEXT_TAGS, richTextToHtml, richTextTree, type RichTextNode } from '../../../src/engine/format/rich-text.ts';
import { RichTextTree } from '../../../src/render/blocks/RichTextTree.tsx';
import { createUiStrings } from '../../../src/render/i18n/ui-strings.ts';
import { UiStringsProvider } from '../../../src/render/i18n/useTranslation.tsx';
import { ENTITY_LINKS, SAFE_LINKS, UNSAFE_LINKS, isScriptable, liveCodeIn, parseHtml, protocolOf } from './vectors.ts';

/**
 * Rich text (the footer disclaimer, page rich-text blocks: both go through richTextTree at
 * compile time) with hostile markup. Every output is judged three ways, by parsers that are
 * not the sanitiser: the tree itself, its HTML serialisation parsed by jsdom as a browser
 * would, and the React renderer's server markup parsed the same way.
 */
const strings = createUiStrings('en', { common: { opensInNewTab: '(opens in a new tab)' } });

const ALLOWED = new Set<string>(RICH_TEXT_TAGS);
const LINK_PROTOCOLS = new Set(['http:', 'https:', 'mailto:', 'tel:']);

/** Problems of a sanitised tree: unknown tags, attributes beyond the allow-list, unsafe links. */
function treeProblems(nodes: readonly RichTextNode[]): string[] {
  return nodes.flatMap((node): string[] => {
    if (typeof node === 'string') return [];
    const own: string[] = [];
    if (!ALLOWED.has(node.tag)) own.push(`tag ${node.tag}`);
    const allowedAttrs = node.tag === 'a' ? ['href', 'target', 'rel'] : /^(p|h[1-6])$/.test(node.tag) ? ['class'] : [];
    for (const [name, value] of Object.entries(node.attrs)) {
      if (!allowedAttrs.includes(name)) own.push(`attribute ${name} on ${node.tag}`);
      if (name === 'class' && !/^align-(left|right|center|justify)$/.test(value)) own.push(`class ${value}`);
      if (name === 'href' && !LINK_PROTOCOLS.has(protocolOf(value) ?? '')) own.push(`href ${JSON.stringify(value)}`);
    }
    return [...own, ...treeProblems(node.children)];
  });
}

function rendered(tree: RichTextNode[]): string {
  return renderToStaticMarkup(createElement(UiStringsProvider, { strings }, createElement(RichTextTree, { tree })));
}

/** Every way the sanitised output could carry live code; empty when inert. */
function problemsOf(html: string): string[] {
  const tree = richTextTree(html);
  return [
    ...treeProblems(tree).map((p) => `tree: ${p}`),
    ...liveCodeIn(parseHtml(richTextToHtml(tree))).map((p) => `html: ${p}`),
    ...liveCodeIn(parseHtml(rendered(tree))).map((p) => `react: ${p}`),
  ];
}

const MARKUP: [string, string][] = [
  ['script tag', '<p>a<script>alert(1)</script>b</p>'],
  ['script tag in upper case with attributes', '<SCRIPT SRC="//evil.example/x.js"></SCRIPT>'],
  ['script split by a nested tag', '<scr<script>ipt>alert(1)</scr</script>ipt>'],
  ['script after a broken tag', '<p <script>alert(1)</script>>x</p>'],
  ['script in an attribute-less comment', '<!--><script>alert(1)</script>-->'],
  ['script in CDATA', '<![CDATA[<script>alert(1)</script>]]>'],
  ['script inside svg', '<svg><script>alert(1)</script></svg>'],
  ['svg onload', '<svg onload=alert(1)>'],
  ['svg link with xlink:href', '<svg><a xlink:href="javascript:alert(1)"><text>x</text></a></svg>'],
  ['math link', '<math><mtext><a href="javascript:alert(1)">x</a></mtext></math>'],
  ['img onerror', '<img src=x onerror=alert(1)>'],
  ['img with javascript src', '<img src="javascript:alert(1)">'],
  ['iframe srcdoc', '<iframe srcdoc="<script>alert(1)</script>"></iframe>'],
  ['iframe src', '<iframe src="javascript:alert(1)"></iframe>'],
  ['object data', '<object data="data:text/html,<script>alert(1)</script>"></object>'],
  ['embed src', '<embed src="javascript:alert(1)">'],
  ['form action and button formaction', '<form action="javascript:alert(1)"><button formaction="javascript:alert(2)">go</button></form>'],
  ['input autofocus onfocus', '<input autofocus onfocus=alert(1)>'],
  ['base href', '<base href="javascript:alert(1)//">'],
  ['meta refresh', '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">'],
  ['link import', '<link rel="import" href="data:text/html,<script>alert(1)</script>">'],
  ['style element', '<style>@import "javascript:alert(1)";</style>'],
  ['style attribute with url', '<p style="background:url(javascript:alert(1))">x</p>'],
  ['style attribute with expression', '<p style="width: expression(alert(1))">x</p>'],
  ['style smuggling text-align', '<p style="text-align: center; background: url(javascript:alert(1))">x</p>'],
  ['event handlers on allowed tags', '<p onclick="alert(1)" onmouseover=alert(2)><strong onfocus=alert(3) tabindex=0>x</strong></p>'],
  ['event handler in upper case', '<SPAN ONCLICK="alert(1)">x</SPAN>'],
  ['event handler after a slash', '<p/onclick=alert(1)>x</p>'],
  ['event handler on a link', '<a href="/ok" onclick="alert(1)">x</a>'],
  ['template content', '<template><script>alert(1)</script></template>'],
  ['noscript trick', '<noscript><p title="</noscript><img src=x onerror=alert(1)>"></noscript>'],
  ['textarea breakout', '<textarea><script>alert(1)</script></textarea>'],
  ['title breakout', '<title><script>alert(1)</script></title>'],
  ['decoded entities stay text', '<p>&lt;script&gt;alert(1)&lt;/script&gt;&lt;img src=x onerror=alert(1)&gt;</p>'],
  ['double-encoded entities stay text', '<p>&amp;lt;script&amp;gt;</p>'],
  ['nested links', '<a href="/a"><a href="javascript:alert(1)">x</a></a>'],
  ['deep nesting', `${'<span>'.repeat(5000)}<script>alert(1)</script><a href="javascript:alert(1)">x</a>${'</span>'.repeat(5000)}`],
];

describe('hostile markup in rich text', () => {
  it.each(MARKUP)('%s is rendered inert', (_name, html) => {
    expect(problemsOf(html)).toEqual([]);
  });

  it('keeps the text around removed markup (nothing a reader needs is lost)', () => {
    expect(parseHtml(richTextToHtml(richTextTree('<p onclick="x()">Keep <b>this</b> text</p>'))).body.textContent).toBe('Keep this text');
    expect(parseHtml(richTextToHtml(richTextTree('<p>&lt;script&gt;</p>'))).body.textContent).toBe('<script>');
  });
});

describe('hostile links in rich text', () => {
  it('the vectors are what they claim: a browser reads each as a scriptable link', () => {
    for (const href of UNSAFE_LINKS) expect(isScriptable(href), JSON.stringify(href)).toBe(true);
    for (const href of ENTITY_LINKS) {
      const decoded = parseHtml(`<a href="${href}">x</a>`).querySelector('a')!.getAttribute('href')!;
      expect(isScriptable(decoded), href).toBe(true);
    }
    for (const href of SAFE_LINKS) expect(isScriptable(href), href).toBe(false);
  });

  const quoted = (href: string) =>
    href
      .replace(/&(?![#a-z])/gi, '&amp;')
      .replace(/"/g, '&quot;')
      .replace(/</g, '&lt;');
  const links = [
    ...UNSAFE_LINKS.map((href) => ['raw', href, `<p>See <a href="${quoted(href)}">the terms</a>.</p>`] as const),
    ...UNSAFE_LINKS.map((href) => ['single-quoted', href, `<a href='${href.replace(/'/g, '&#39;')}'>the terms</a>`] as const),
    ...ENTITY_LINKS.map((href) => ['entity', href, `<a href="${href}">the terms</a>`] as const),
    ...ENTITY_LINKS.map((href) => ['double-encoded entity', href, `<a href="${href.replace(/&/g, '&amp;')}">the terms</a>`] as const),
    ...ENTITY_LINKS.filter((href) => !/[\s"'=<>`]/.test(href)).map((href) => ['unquoted entity', href, `<a HREF=${href}>the terms</a>`] as const),
  ];

  it.each(links)('%s %j loses its link and keeps its text', (_kind, _href, html) => {
    expect(problemsOf(html)).toEqual([]);
    const tree = richTextTree(html);
    expect(JSON.stringify(tree)).not.toMatch(/"href"/);
    expect(parseHtml(richTextToHtml(tree)).body.textContent).toContain('the terms');
  });

  it.each(SAFE_LINKS.filter((href) => !/javascript-guide/.test(href)))('a safe link %j stays a link', (href) => {
    const tree = richTextTree(`<a href="${href.replace(/&/g, '&amp;')}">x</a>`);
    expect(tree).toEqual([{ tag: 'a', attrs: { href, target: '_blank', rel: 'noopener noreferrer' }, children: ['x'] }]);
  });
});

describe('the renderer on a tree that did not come from the sanitiser', () => {
  it('draws only what it is given as elements, never as markup: text with markup stays text', () => {
    const html = rendered([
      '<script>alert(1)</script>',
      { tag: 'p', attrs: { style: 'color: red; background: url(javascript:alert(1))' }, children: ['<img src=x onerror=alert(1)>'] },
    ]);
    expect(liveCodeIn(parseHtml(html))).toEqual([]);
    expect(parseHtml(html).body.textContent).toContain('<script>alert(1)</script>');
  });
});

describe('the renderer on a tree with elements the sanitiser never makes', () => {
  it('draws an unknown tag as its content only, and an unsafe link without its href', () => {
    const tree = [
      { tag: 'script', attrs: {}, children: ['alert(1)'] },
      { tag: 'img', attrs: { src: 'x', onerror: 'alert(1)' }, children: [] },
      ...UNSAFE_LINKS.map((href) => ({ tag: 'a', attrs: { href }, children: ['x'] })),
      ...ENTITY_LINKS.map((href) => ({ tag: 'a', attrs: { href }, children: ['x'] })),
    ] as unknown as RichTextNode[];
    const document = parseHtml(rendered(tree));
    expect(liveCodeIn(document)).toEqual([]);
    expect(document.querySelectorAll('a[href]')).toHaveLength(0);
    expect(document.body.textContent).toContain('alert(1)');
  });
});
