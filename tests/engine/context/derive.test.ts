// Page-context facts from the browser's signals (context/signals.yaml of a config, the tests' own
// here): one derivation for the browser, the prerender, the preview and the portal command.
import { describe, expect, it } from 'vitest';
import { deriveContextFacts, type SignalInputs } from '../../../src/engine/context/derive.ts';
import { CONTEXT_FACTS } from '../../../src/engine/context/signals.ts';
import { signalNames } from '../../../src/app/data/browser-signals.ts';
import { deriveFacts } from '../../../src/engine/facts/derive.ts';
import { fixtureConfig } from '../../support/fixture-config.ts';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

const config = fixtureConfig();
const signals = config.contextSignals;

function derive(inputs: Omit<Partial<SignalInputs>, 'context'> & { context?: Partial<SignalInputs['context']> }) {
  return deriveContextFacts(signals, {
    context: { locale: 'de-de', ...inputs.context },
    pageContext: inputs.pageContext ?? null,
    flags: inputs.flags,
  });
}

describe('context facts from the declared signals', () => {
  it('are the defaults when no signal is present', () => {
    expect(derive({})).toEqual({
      headerType: null,
      designVersion: 'v2',
      embedded: false,
      inApp: false,
      mobileWebView: false,
      distributorPage: null,
      storedPreferredLocale: null,
      countryBannerCookie: false,
    });
  });

  it('take the integrated portal and embedding from the query an embedding app passes', () => {
    const facts = derive({ context: { query: { portal: 'integrated', embedded: 'true' } } });
    expect(facts.headerType).toBe('integrated');
    expect(facts.embedded).toBe(true);
  });

  it('ignore a query value no signal counts', () => {
    expect(derive({ context: { query: { portal: 'private', embedded: 'no' } } })).toMatchObject({ headerType: null, embedded: false });
  });

  it('tell the app and its web view by their User-Agent tokens', () => {
    const ua = 'Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 Chrome/131 Mobile Safari/537.36 SavingoApp/4.2';
    expect(derive({ context: { userAgent: ua } })).toMatchObject({ inApp: true, mobileWebView: false });
    expect(derive({ context: { userAgent: 'Mozilla/5.0 SavingoWebView/4.2' } })).toMatchObject({ inApp: false, mobileWebView: true });
  });

  it('read the distributor from the page itself', () => {
    expect(derive({ pageContext: { distributorPage: 'PARTNER_A' } }).distributorPage).toBe('PARTNER_A');
  });

  it('take the design version from the URL over the flag service', () => {
    expect(derive({ flags: { designVersion: 'v1' } }).designVersion).toBe('v1');
    expect(derive({ flags: { designVersion: 'v1' }, context: { query: { design: 'v2' } } }).designVersion).toBe('v2');
  });

  it('read the banner cookie and the stored preferred locale (without case)', () => {
    const facts = derive({ context: { cookies: { portal_country_banner: '1' }, storage: { 'portal.preferredLocale': 'de-AT' } } });
    expect(facts).toMatchObject({ countryBannerCookie: true, storedPreferredLocale: 'de-at' });
  });

  it("let a persona's own value stand for its signal", () => {
    const facts = derive({ context: { inApp: true, embedded: false, query: { embedded: '1' } } });
    expect(facts).toMatchObject({ inApp: true, embedded: false });
  });

  it('name what a browser has to read', () => {
    expect(signalNames(signals, 'cookie')).toEqual(['portal_country_banner']);
    expect(signalNames(signals, 'query', true)).toEqual(['portal', 'embedded', 'app', 'webview']);
    expect(signalNames(signals, 'localStorage')).toEqual(['portal.preferredLocale']);
  });

  it('give every context fact at least one signal, so every persona state can be reached in a browser', () => {
    for (const fact of CONTEXT_FACTS)
      expect(
        signals.some((s) => s.fact === fact),
        fact,
      ).toBe(true);
  });

  it('match the schema: its fact list is the engine’s', () => {
    const schema = JSON.parse(readFileSync(join(import.meta.dirname, '../../../schemas/context-signals.schema.json'), 'utf8'));
    expect([...schema.$defs.fact.enum].sort()).toEqual([...CONTEXT_FACTS].sort());
  });

  it('reach the engine: the partner page gives the partner header through its own config', () => {
    const facts = deriveFacts({ context: { locale: 'de-de', page: '/de-de/partner-a/' } }, config);
    expect(facts.page.distributorPage).toBe('PARTNER_A');
    expect(deriveFacts({ context: { locale: 'de-de', page: '/de-de/partner-c/' } }, config).page.distributorPage).toBe('PARTNER_C');
    expect(deriveFacts({ context: { locale: 'de-de', page: '/de-de/' } }, config).page.distributorPage).toBeNull();
  });
});
