import { describe, expect, it } from 'vitest';
import { configForBrowser } from '../../src/engine/config/for-browser.ts';
import { resolveData } from '../../src/blocks/resolve-with-blocks.ts';
import { compiledConfig } from '../support/config.ts';
import { loadPersona, personaIds } from '../support/personas.ts';

describe('config shipped to the browser', () => {
  it('resolves every persona exactly as the full config does', () => {
    const full = compiledConfig();
    const browser = configForBrowser(full);
    for (const persona of personaIds().map(loadPersona)) {
      expect(resolveData(browser, persona), persona.id).toEqual(resolveData(full, persona));
    }
  });

  it('leaves rules as written and source positions in Node, and is smaller for it', () => {
    const full = JSON.stringify(compiledConfig());
    const browser = JSON.stringify(configForBrowser(compiledConfig()));
    expect(full).toContain('"line":');
    expect(browser).not.toContain('"line":');
    expect(browser).not.toContain('"original":');
    expect(browser.length).toBeLessThan(full.length * 0.8);
  });

  it('drops a `when` only where the rule prepared from it is kept', () => {
    const full = compiledConfig();
    const browser = configForBrowser(full);
    const withWhen = full.redirects.list.filter((redirect) => 'when' in redirect);
    expect(withWhen.length).toBeGreaterThan(0);
    for (const redirect of browser.redirects.list) {
      expect(redirect).not.toHaveProperty('when');
      expect(redirect.rule).toEqual({ logic: expect.anything() });
    }
    // A `when` without a prepared rule next to it is data, not a rule as written: it stays.
    expect(configForBrowser({ ...full, extra: { when: 'tomorrow' } } as never)).toHaveProperty(['extra', 'when'], 'tomorrow');
  });
});
