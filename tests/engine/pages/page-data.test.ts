/**
 * A prerendered page's body as data in its HTML (engine/pages/page-data.ts): written so no text in
 * it can close its element, read back as written, and anything else read as no data at all (the
 * browser then loads the body's chunk); the page it names is the page the browser draws there.
 */
import { describe, expect, it } from 'vitest';
import { findPage } from '../../../src/engine/pages/find.ts';
import { pageDataText, parsePageData, subjectKeyOf, subjectOf, withServedPage, type PageData } from '../../../src/engine/pages/page-data.ts';
import { fixtureConfig } from '../../support/fixture-config.ts';

const data: PageData = {
  page: 'home',
  subject: null,
  body: {
    intro: 'Zinsen </script><!-- & "mehr"',
    head: { meta_title: 'Start' },
    blocks: [{ type: 'heading', level: 2, text: '<b>\u2028Spar</b>', rule: null, source: null }],
  },
};

describe('page data in the HTML', () => {
  it('is written without a "<" and read back as it was', () => {
    const text = pageDataText(data);
    expect(text).not.toContain('<');
    expect(parsePageData(text)).toEqual(data);
  });

  it.each([
    ['nothing', null],
    ['an empty element', ''],
    ['text that is not JSON', 'Seite'],
    ['a cut-off file', pageDataText(data).slice(0, 40)],
    ['a list', '[]'],
    ['no page id', JSON.stringify({ subject: null, body: data.body })],
    ['a numeric subject', JSON.stringify({ ...data, subject: 3 })],
    ['a body without blocks', JSON.stringify({ ...data, body: { intro: null, head: {} } })],
    ['a body without head', JSON.stringify({ ...data, body: { intro: null, blocks: [] } })],
  ])('reads %s as no data', (_what, text) => {
    expect(parsePageData(text)).toBeNull();
  });

  it("names a prefix page's subject by the path's last segment, query and hash aside", () => {
    expect(subjectKeyOf('/de-de/products/offer/saimaa-pankki-term-24m/?amount=5000#calc')).toBe('saimaa-pankki-term-24m');
    expect(subjectOf({ match: 'prefix' }, '/de-de/products/offer/x')).toBe('x');
    expect(subjectOf({ match: 'exact' }, '/de-de/products/offer/x/')).toBeNull();
  });
});

describe('the page the server answered a path with', () => {
  const config = fixtureConfig();
  const notFound = config.pages['de-de']!.find((page) => page.notFound)!.id;
  const unknownOffer = '/de-de/products/offer/no-such-offer/';

  it('is the page the browser finds there: an offer id the build did not list is the not-found page', () => {
    expect(findPage(config.pages, 'de-de', unknownOffer)?.id, 'the table alone says offer').toBe('offer');
    const served = withServedPage(config, 'de-de', unknownOffer, notFound);
    expect(findPage(served.pages, 'de-de', unknownOffer)?.id).toBe(notFound);
    expect(findPage(served.pages, 'de-de', '/de-de/products/offer/SAIMAA-pankki-term-24m/')?.id, 'other offers stay offers').toBe('offer');
    expect(config.pages['de-de']!.find((page) => page.id === notFound)!.paths, 'the given config is untouched').not.toContain(
      '/de-de/products/offer/no-such-offer',
    );
  });

  it('leaves the config as it is when the table agrees, or the page is not one of the locale', () => {
    expect(withServedPage(config, 'de-de', '/de-de/products/offer/x/', 'offer')).toBe(config);
    expect(withServedPage(config, 'de-de', unknownOffer, 'no-such-page')).toBe(config);
    expect(withServedPage(config, 'xx-xx', unknownOffer, notFound)).toBe(config);
  });
});
