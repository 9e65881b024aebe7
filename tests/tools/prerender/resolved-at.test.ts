// A prerendered page whose locale has rules that read `now` says the time it was resolved at:
// the HTML is the build's view until the next scheduled change.
import { describe, expect, it } from 'vitest';
import { pageHtml, resolvedAtMeta } from '../../../tools/prerender/page-html.ts';

const SHELL = '<!doctype html><html><head><title>x</title></head><body><div id="root"></div></body></html>';

describe('the resolved-at meta tag', () => {
  it('names the build time of a time-dependent page in its head, and nothing for the others', () => {
    const html = pageHtml(SHELL, {
      lang: 'de-DE',
      head: '<title>Start</title>',
      extraHead: resolvedAtMeta('2026-12-01T08:00:00+01:00'),
      body: '<p>hi</p>',
      pageData: null,
    });
    expect(html).toContain('<title>Start</title><meta name="portal-resolved-at" content="2026-12-01T08:00:00+01:00">');
    expect(resolvedAtMeta(null)).toBe('');
  });

  it('escapes what it writes', () => {
    expect(resolvedAtMeta('"><script>')).toBe('<meta name="portal-resolved-at" content="&quot;&gt;&lt;script&gt;">');
  });
});

describe("the page's data element", () => {
  it('follows #root, as data the browser does not run, and is left out when no page answers', () => {
    const pageData = { page: 'home', subject: null, body: { intro: '</script>', head: {}, blocks: [] } };
    const html = pageHtml(SHELL, { lang: 'de-DE', head: '<title>Start</title>', extraHead: '', body: '<p>hi</p>', pageData });
    expect(html).toContain('<div id="root"><p>hi</p></div><script type="application/json" id="portal-page-data">{"page":"home"');
    expect(html.match(/<\/script>/g)).toHaveLength(1);
    expect(pageHtml(SHELL, { lang: 'de-DE', head: '<title>Start</title>', extraHead: '', body: '<p>hi</p>', pageData: null })).not.toContain(
      'portal-page-data',
    );
  });
});
