// `portal explain --item/--href` also answers for blocks and links of the page body.
import { beforeAll, describe, expect, it } from 'vitest';
import { deriveFacts } from '../../../src/engine/facts/derive.ts';
import { explainItem } from '../../../src/blocks/resolve-with-blocks.ts';
import { formatExplanation } from '../../../src/engine/explain/format.ts';
import { compiledConfig } from '../../support/config.ts';
import { loadPersona, variantOf } from '../../support/personas.ts';
import type { Persona } from '../../../src/engine/types/persona.ts';

beforeAll(() => void compiledConfig(), 60_000);

function explain(persona: Persona, match: { id?: string; href?: string }) {
  const config = compiledConfig();
  return explainItem(config, deriveFacts(persona, config), persona, match);
}

describe('explain a page block', () => {
  it('names the block rule that hides the investments table, with its file and line', () => {
    const texts = explain(loadPersona('legacy-deposits-de'), { id: 'investments' }).map(formatExplanation);
    const block = texts.find((t) => t.startsWith('products block "investments"'));
    expect(block).toMatch(/^products block "investments" on page "dashboard" of config\/pages\/customer\.yaml:\d+:\d+: NOT SHOWN/);
    expect(block).toMatch(/✗ its rule: rule does not hold \(config\/pages\/customer\.yaml:\d+:\d+\)/);
    expect(block).toContain('products.wealthManagement = false');
  });

  it('the same block shows for a customer with a portfolio', () => {
    const block = explain(loadPersona('active-de'), { id: 'investments' }).find((e) => e.subject.startsWith('products block'));
    expect(block?.shown).toBe(true);
  });

  it('a customer page says the login prompt takes the body for a visitor', () => {
    const persona = variantOf('anonymous-de', (p) => {
      p.context.page = '/de-de/dashboard/';
    });
    const [block] = explain(persona, { id: 'accounts' });
    expect(block?.shown).toBe(false);
    expect(formatExplanation(block!)).toContain('the page is for customers and nobody is logged in');
  });

  it('finds a link of a link list by its final href', () => {
    const [link] = explain(loadPersona('anonymous-de'), { href: '/de-de/deposit-guarantee/' }).filter((e) => e.subject.startsWith('link "'));
    expect(link?.subject).toMatch(/^link "deposit-guarantee-page" on page "home"/);
    expect(link?.outcome).toBe('shown with href /de-de/deposit-guarantee/');
  });
});
