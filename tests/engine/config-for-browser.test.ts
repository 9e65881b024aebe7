import { describe, expect, it } from 'vitest';
import { configForBrowser } from '../../src/engine/config/for-browser.ts';
import { resolveData } from '../../src/engine/resolve/index.ts';
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
    expect(browser).not.toMatch(/"original":(?!null)/);
    expect(browser.length).toBeLessThan(full.length * 0.8);
  });
});
