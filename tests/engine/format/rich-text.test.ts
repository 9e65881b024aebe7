import { describe, expect, it } from 'vitest';
import { richTextTree, sanitizeRichText } from '../../../src/engine/format/rich-text.ts';

const LINK = 'target="_blank" rel="noopener noreferrer"';

describe('sanitizeRichText', () => {
  it('keeps the allowed tags', () => {
    const html =
      '<h1>a</h1><h2>b</h2><h3>c</h3><h4>d</h4><h5>e</h5><h6>f</h6>' +
      '<p><strong>s</strong><em>e</em><u>u</u><del>d</del><sup>1</sup><sub>2</sub><span>x</span></p>' +
      '<ul><li>one</li><li>two</li></ul>';
    expect(sanitizeRichText(html)).toBe(html);
  });

  it('opens every link in a new tab without giving the opener away', () => {
    expect(sanitizeRichText('<a href="https://example.com/terms">Terms</a>')).toBe(`<a href="https://example.com/terms" ${LINK}>Terms</a>`);
  });

  it('replaces target and rel given in the source', () => {
    expect(sanitizeRichText('<a href="/x" target="_self" rel="opener">x</a>')).toBe(`<a href="/x" ${LINK}>x</a>`);
  });

  it('keeps relative, mail and phone links', () => {
    expect(sanitizeRichText('<a href="/de-de/agb">a</a>')).toBe(`<a href="/de-de/agb" ${LINK}>a</a>`);
    expect(sanitizeRichText('<a href="mailto:info@example.com">m</a>')).toBe(`<a href="mailto:info@example.com" ${LINK}>m</a>`);
    expect(sanitizeRichText('<a href="tel:+4930123">t</a>')).toBe(`<a href="tel:+4930123" ${LINK}>t</a>`);
  });

  it('drops an image with an error handler entirely', () => {
    expect(sanitizeRichText('<p>a<img src=x onerror=alert(1)>b</p>')).toBe('<p>ab</p>');
  });

  it('unwraps a javascript link, keeping its text', () => {
    expect(sanitizeRichText('<a href="javascript:alert(1)">click</a>')).toBe('click');
  });

  it('unwraps a javascript link hidden with whitespace and an encoded tab', () => {
    expect(sanitizeRichText('<a href=" jav&#x09;ascript:alert(1)">click</a>')).toBe('click');
    expect(sanitizeRichText('<a href="JaVaScRiPt&colon;alert(1)">click</a>')).toBe('click');
    expect(sanitizeRichText('<a href="&#106;avascript:alert(1)">click</a>')).toBe('click');
  });

  it('unwraps data, vbscript and unknown-scheme links and links without href', () => {
    expect(sanitizeRichText('<a href="data:text/html,<script>alert(1)</script>">d</a>')).toBe('d');
    expect(sanitizeRichText('<a href="vbscript:msgbox(1)">v</a>')).toBe('v');
    expect(sanitizeRichText('<a href="file:///etc/passwd">f</a>')).toBe('f');
    expect(sanitizeRichText('<a name="x">n</a>')).toBe('n');
  });

  it('drops script inside svg with all its content', () => {
    expect(sanitizeRichText('<p>a<svg><script>alert(1)</script><text>t</text></svg>b</p>')).toBe('<p>ab</p>');
  });

  it('drops script, style, iframe, noscript and template with their content', () => {
    expect(
      sanitizeRichText(
        '<script>alert(1)</script><style>p{color:red}</style><iframe src="//evil">x</iframe>' + '<noscript>n</noscript><template><p>t</p></template><p>ok</p>',
      ),
    ).toBe('<p>ok</p>');
  });

  // Alignment becomes a class: the strict CSP (style-src 'self') ignores style attributes, and
  // the build refuses HTML that has one.
  it('keeps only text-align from a paragraph style, as a class, and drops event handlers', () => {
    expect(sanitizeRichText('<p style="color:red;text-align:center" onclick="alert(1)">x</p>')).toBe('<p class="align-center">x</p>');
  });

  it('aligns headings the same way', () => {
    expect(sanitizeRichText('<h2 style="text-align: right">T</h2><h6 style="text-align:left">t</h6>')).toBe(
      '<h2 class="align-right">T</h2><h6 class="align-left">t</h6>',
    );
  });

  it('drops a paragraph style without a valid alignment', () => {
    expect(sanitizeRichText('<p style="text-align: expression(alert(1))">x</p>')).toBe('<p>x</p>');
    expect(sanitizeRichText('<p style="background:url(javascript:alert(1))">x</p>')).toBe('<p>x</p>');
  });

  it('accepts alignment written in upper case with spaces', () => {
    expect(sanitizeRichText('<P STYLE=" TEXT-ALIGN : Justify ">x</P>')).toBe('<p class="align-justify">x</p>');
  });

  it('drops style, class and id on elements other than p and h1-h6, and a class written in the text', () => {
    expect(sanitizeRichText('<span style="text-align:right" class="c" id="i">x</span>')).toBe('<span>x</span>');
    expect(sanitizeRichText('<p class="align-center evil">x</p>')).toBe('<p>x</p>');
  });

  it('keeps the text of nested unknown tags', () => {
    expect(sanitizeRichText('<div><section><b>bold <i>and</i></b> <font color=red>text</font></section></div>')).toBe('bold and text');
  });

  it('keeps allowed tags found inside unknown tags', () => {
    expect(sanitizeRichText('<div><p>a <strong>b</strong></p></div>')).toBe('<p>a <strong>b</strong></p>');
  });

  it('escapes text so decoded entities cannot become markup', () => {
    expect(sanitizeRichText('<p>&lt;script&gt;alert(1)&lt;/script&gt; &amp; &quot;q&quot;</p>')).toBe('<p>&lt;script&gt;alert(1)&lt;/script&gt; &amp; "q"</p>');
  });

  it('escapes quotes in link targets', () => {
    expect(sanitizeRichText('<a href=\'/x"onmouseover="alert(1)\'>x</a>')).toBe(`<a href="/x&quot;onmouseover=&quot;alert(1)" ${LINK}>x</a>`);
  });

  it('removes comments and CDATA sections', () => {
    expect(sanitizeRichText('<p>a<!-- <script>alert(1)</script> -->b<![CDATA[<img src=x onerror=alert(1)>]]>c</p>')).toBe('<p>abc</p>');
  });

  it('does not nest a link inside a link', () => {
    expect(sanitizeRichText('<a href="/a">x<a href="/b">y</a></a>')).not.toMatch(/<a[^>]*>[^<]*<a/);
  });

  it('gives an empty string for empty or missing input', () => {
    expect(sanitizeRichText('')).toBe('');
    expect(sanitizeRichText(undefined)).toBe('');
    expect(sanitizeRichText(null)).toBe('');
  });

  it('keeps plain text as escaped text', () => {
    expect(sanitizeRichText('Fees < 5 % & more')).toBe('Fees &lt; 5 % &amp; more');
  });

  it('survives very deep nesting and keeps its text', () => {
    const html = `${'<span>'.repeat(5000)}deep${'</span>'.repeat(5000)}`;
    const out = sanitizeRichText(html);
    expect(out).toContain('deep');
    expect(out.match(/<span>/g)?.length ?? 0).toBeLessThan(5000);
  });
});

describe('richTextTree', () => {
  it('gives a JSON tree of the sanitised content', () => {
    expect(richTextTree('<p style="text-align:right" onclick="x()">Hi <a href="https://example.com" onclick="y()">there</a><img src=x></p>')).toEqual([
      {
        tag: 'p',
        attrs: { class: 'align-right' },
        children: [
          'Hi ',
          {
            tag: 'a',
            attrs: { href: 'https://example.com', target: '_blank', rel: 'noopener noreferrer' },
            children: ['there'],
          },
        ],
      },
    ]);
  });

  it('holds decoded text, leaving escaping to the renderer', () => {
    expect(richTextTree('a &amp; b &lt;c&gt;')).toEqual(['a & b <c>']);
  });

  it('merges text around removed markup into one string', () => {
    expect(richTextTree('a<b>b</b><!--x-->c<script>d</script>e')).toEqual(['abce']);
  });

  it('is plain JSON', () => {
    const tree = richTextTree('<ul><li><em>x</em></li></ul>');
    expect(JSON.parse(JSON.stringify(tree))).toEqual(tree);
  });
});
