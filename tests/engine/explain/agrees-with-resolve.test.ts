// Explain is derived from resolve. For every persona on every page of its
// locale, explain's verdict (shown / not shown) on every menu item (navigation, actions, account
// menu, dropdown children), every footer part, every page block and link and the required-action
// redirect equals whether resolve's view model holds it. A verdict explain worked out on its own
// (a dropdown whose every child is hidden, say) would make this fail.
import { describe, expect, it } from 'vitest';
import type { CompiledConfig, CompiledMenuItem } from '../../../src/engine/config/compiled.ts';
import type { PreparedRule } from '../../../src/engine/rules/types.ts';
import { explainItem, explainRedirect } from '../../../src/blocks/resolve-with-blocks.ts';
import { explainBalance } from '../../../src/engine/explain/balance.ts';
import { explainCountryBanner } from '../../../src/engine/explain/banners.ts';
import { explainFooterPart } from '../../../src/blocks/resolve-with-blocks.ts';
import { explainLogo } from '../../../src/engine/explain/header.ts';
import { explainMarket } from '../../../src/engine/explain/markets.ts';
import { explainPageBlock } from '../../../src/blocks/resolve-with-blocks.ts';
import { deriveFacts } from '../../../src/engine/facts/derive.ts';
import type { CompiledBlock } from '../../../src/blocks/types.generated.ts';
import type { CompiledPage } from '../../../src/engine/pages/compiled.ts';
import { resolve } from '../../../src/blocks/resolve-with-blocks.ts';
import { menuFor } from '../../../src/engine/resolve/menu.ts';
import type { Block } from '../../../src/blocks/types.generated.ts';
import type { Persona } from '../../../src/engine/types/persona.ts';
import type { ViewModel } from '../../../src/engine/types/view-model.ts';
import { compiledConfig } from '../../support/config.ts';
import { flatten, loadPersona, personaIds } from '../../support/personas.ts';

const config = compiledConfig();

function menuIds(items: readonly CompiledMenuItem[], out: Set<string>): Set<string> {
  for (const item of items) {
    out.add(item.id);
    menuIds(item.children ?? [], out);
  }
  return out;
}

function blockIds(blocks: readonly CompiledBlock[], out: Set<string>): Set<string> {
  for (const block of blocks) {
    if (block.id) out.add(block.id);
    if (block.type === 'link-list') for (const link of block.links) out.add(link.id);
    if ('blocks' in block) blockIds(block.blocks, out);
  }
  return out;
}

/** Ids of the blocks and links a resolved page body holds. */
function shownBlockIds(blocks: readonly Block[], out: Set<string>): Set<string> {
  for (const block of blocks) {
    if ('id' in block && typeof block.id === 'string') out.add(block.id);
    if (block.type === 'link-list') for (const link of block.links) out.add(link.id);
    if ('blocks' in block && Array.isArray(block.blocks)) shownBlockIds(block.blocks as Block[], out);
  }
  return out;
}

function shownItemIds(view: ViewModel): Set<string> {
  const { nav, actions, account } = view.header;
  return new Set([...flatten(nav), ...flatten(actions), ...flatten(account?.menu)].map((i) => i.id));
}

/** A page's shape as the header, the menus and the footer see it: its kind, audience and own context. */
function shapeOf(page: CompiledPage): string {
  return JSON.stringify([page.kind, page.audience, page.context ?? null]);
}

/**
 * Every persona on its own page and on one page of each shape of its locale (the header, menus
 * and footer differ by shape, not by the page; explaining all of the 3,500 pairs takes minutes).
 */
function cases(): { name: string; persona: Persona }[] {
  const out: { name: string; persona: Persona }[] = [];
  for (const id of personaIds()) {
    const persona = loadPersona(id);
    out.push({ name: `${id} on ${persona.context.page ?? '(its home)'}`, persona });
    const shapes = new Set<string>();
    for (const page of config.pages[persona.context.locale.toLowerCase()] ?? []) {
      if (page.path === null || shapes.has(shapeOf(page))) continue;
      shapes.add(shapeOf(page));
      if (page.path !== persona.context.page) out.push({ name: `${id} on ${page.path}`, persona: onPage(persona, page.path) });
    }
  }
  return out;
}

function onPage(persona: Persona, path: string): Persona {
  return { ...persona, context: { ...persona.context, page: path } };
}

/** Every page of every locale (its body's blocks and links), with each persona of that locale who is on no such page yet. */
function pageCases(): { name: string; persona: Persona }[] {
  const byLocale = new Map<string, Persona[]>();
  for (const id of personaIds()) {
    const persona = loadPersona(id);
    const locale = persona.context.locale.toLowerCase();
    byLocale.set(locale, [...(byLocale.get(locale) ?? []), { ...persona, id }]);
  }
  const out: { name: string; persona: Persona }[] = [];
  for (const [locale, pages] of Object.entries(config.pages)) {
    const personas = byLocale.get(locale) ?? [];
    // A visitor and a customer of the locale on every page: the blocks' rules read both.
    const chosen = [personas.find((p) => !p.customer), personas.find((p) => p.customer)].filter((p): p is Persona => p !== undefined);
    for (const page of pages) {
      if (page.path === null) continue;
      for (const persona of chosen) out.push({ name: `${persona.id} on ${page.path}`, persona: onPage(persona, page.path) });
    }
  }
  return out;
}

interface Disagreement {
  at: string;
  subject: string;
  resolve: boolean;
  explain: boolean;
}

/** Where explain and resolve disagree for one persona on one page, and how many verdicts were compared. */
function disagreements(config: CompiledConfig, name: string, persona: Persona, only: 'all' | 'blocks' = 'all'): { found: Disagreement[]; verdicts: number } {
  const found: Disagreement[] = [];
  let verdicts = 0;
  const compare = (subject: string, inView: boolean, explained: boolean) => {
    verdicts++;
    if (explained !== inView) found.push({ at: name, subject, resolve: inView, explain: explained });
  };
  const facts = deriveFacts(persona, config);
  const view = resolve(config, facts, persona);
  const menu = menuFor(config, view.locale);
  const shownItems = shownItemIds(view);
  const ids = new Set<string>();
  if (only === 'all')
    for (const list of [menu.nav.public, menu.nav.private, menu.nav.corporate, menu.actions.public, menu.actions.private, menu.account]) menuIds(list, ids);
  for (const id of ids) {
    const menuExplanations = explainItem(config, facts, persona, { id }).filter((e) => / in (nav|actions|account)/.test(e.subject));
    compare(
      `item "${id}"`,
      shownItems.has(id),
      menuExplanations.some((e) => e.shown),
    );
  }
  if (only === 'all') {
    compare('the required-action redirect', view.redirect !== null, explainRedirect(config, facts, persona).shown);
    compare('the balance bar', view.header.balance !== null, explainBalance(config, facts).shown);
    compare('the country banner', view.countryBanner !== null, explainCountryBanner(config, facts).shown);
    for (const logo of config.headers.logos)
      compare(
        `logo "${logo.id}"`,
        view.header.logos.some((l) => l.id === logo.id),
        explainLogo(config, facts, logo.id).shown,
      );
    for (const market of config.markets.markets)
      compare(
        `market ${market.locale}`,
        view.markets.some((m) => m.locale === market.locale),
        explainMarket(config, facts, market.locale).shown,
      );
  }
  const shownParts = new Set((view.footer?.parts ?? []).map((p) => p.kind));
  for (const entry of only === 'all' ? config.footers.versions[facts.page.designVersion] : []) {
    compare(`footer part "${entry.part}"`, shownParts.has(entry.part), explainFooterPart(config, facts, entry.part, persona).shown);
  }
  const page = view.page.id === 'not-found' ? null : (config.pages[view.locale] ?? []).find((p) => p.id === view.page.id && p.path === view.page.path);
  const shownBlocks = shownBlockIds(view.page.blocks, new Set());
  for (const id of page ? blockIds(page.blocks, new Set()) : []) {
    compare(
      `block or link "${id}"`,
      shownBlocks.has(id),
      explainPageBlock(config, facts, persona, { id }).some((e) => e.shown),
    );
  }
  return { found, verdicts };
}

const never: PreparedRule = { original: { '==': [{ var: 'page.locale' }, 'nowhere'] }, logic: { '==': [{ var: 'page.locale' }, 'nowhere'] }, source: null };

/** The shipped config with a dropdown in de-de's public navigation whose only entry is always hidden. */
function withEmptyDropdown(config: CompiledConfig): CompiledConfig {
  const menu = config.menus['de-de']!;
  const dropdown: CompiledMenuItem = {
    id: 'fixture-dropdown',
    type: 'advanced',
    title: 'Fixture',
    rule: null,
    href: null,
    source: null,
    children: [{ id: 'fixture-hidden-child', type: 'basic', title: 'Hidden', rule: never, href: [{ rule: null, value: '/fixture' }], source: null }],
  } as CompiledMenuItem;
  return { ...config, menus: { ...config.menus, 'de-de': { ...menu, nav: { ...menu.nav, public: [...menu.nav.public, dropdown] } } } };
}

describe('explain agrees with resolve', () => {
  const all = cases();

  it('covers every persona on every page of its locale', () => {
    expect(personaIds().length).toBeGreaterThan(50);
    expect(all.length).toBeGreaterThan(personaIds().length * 5);
    expect(pageCases().length).toBeGreaterThan(500);
  });

  // One test per locale, so that each stays well within the test timeout on a busy machine.
  const locales = [...new Set(all.map((c) => c.persona.context.locale.toLowerCase()))].sort();
  it.each(locales)('on every menu item, footer part, page block and link, for every persona of %s on each kind of page', (locale) => {
    const found: Disagreement[] = [];
    let verdicts = 0;
    for (const { name, persona } of all.filter((c) => c.persona.context.locale.toLowerCase() === locale)) {
      const one = disagreements(config, name, persona);
      found.push(...one.found);
      verdicts += one.verdicts;
    }
    expect(verdicts).toBeGreaterThan(20);
    expect(found).toEqual([]);
  });

  it('on every block and link of every page of every locale, for a visitor and a customer', () => {
    const found: Disagreement[] = [];
    let verdicts = 0;
    for (const { name, persona } of pageCases()) {
      const one = disagreements(config, name, persona, 'blocks');
      found.push(...one.found);
      verdicts += one.verdicts;
    }
    expect(verdicts).toBeGreaterThan(1000);
    expect(found).toEqual([]);
  });

  it('on a dropdown whose every entry is hidden: resolve drops it, and so does explain', () => {
    const fixture = withEmptyDropdown(config);
    const persona = loadPersona('anonymous-de');
    const view = resolve(fixture, deriveFacts(persona, fixture), persona);
    expect(view.header.variant).toBe('public');
    expect(shownItemIds(view).has('fixture-dropdown')).toBe(false);
    const [explanation] = explainItem(fixture, deriveFacts(persona, fixture), persona, { id: 'fixture-dropdown' });
    expect(explanation?.shown).toBe(false);
    expect(disagreements(fixture, 'anonymous-de with the fixture dropdown', persona).found).toEqual([]);
  });
});
