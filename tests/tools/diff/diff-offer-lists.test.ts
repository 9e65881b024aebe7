// portal diff compares the offer lists each persona sees: a selection entry that
// ends (`until:` in the past) takes every offer off that list. The tests' two-site config; what
// is expected comes from selectOffers with its selection, never from the diff's output.
import { rmSync } from 'node:fs';
import { beforeAll, afterAll, describe, expect, it } from 'vitest';
import type { CompiledConfig } from '../../../src/engine/config/compiled.ts';
import { deriveFacts } from '../../../src/engine/facts/derive.ts';
import { selectOffers } from '../../../src/engine/offers/select.ts';
import type { Persona } from '../../../src/engine/types/persona.ts';
import { diffConfigs } from '../../../tools/diff/diff-configs.ts';
import { formatMarkdown } from '../../../tools/diff/format-markdown.ts';
import { formatText } from '../../../tools/diff/format-text.ts';
import { withOverrides } from '../../../tools/portal/persona.ts';
import { loadOfferContext, type OfferContext } from '../../../tools/rule-tests/offers.ts';
import { twoSiteRepo } from '../../support/fixture-config.ts';
import { applyEdits, compileRepo, personasOf } from './config-copy.ts';

const SIDES = { base: 'main (abc1234)', head: 'working tree' };
/** The products list ends before any persona's time: nobody is shown an offer there. */
const PRODUCTS_ENDED = { file: 'config/offers/selection.yaml', find: '  - page: products\n', replace: '  - page: products\n    until: 2020-01-01T00:00:00Z\n' };

let shipped: CompiledConfig;
let shippedOffers: OfferContext;
let ended: CompiledConfig;
let endedOffers: OfferContext;
let personas: Persona[];
let baseRoot: string;
let root: string;

beforeAll(() => {
  baseRoot = twoSiteRepo();
  shipped = compileRepo(baseRoot);
  shippedOffers = loadOfferContext(baseRoot, shipped)!;
  root = twoSiteRepo();
  applyEdits(root, [PRODUCTS_ENDED]);
  ended = compileRepo(root);
  endedOffers = loadOfferContext(root, ended)!;
  personas = personasOf(shipped).filter((p) => p.context.locale.toLowerCase() === 'de-de');
}, 60_000);

afterAll(() => {
  for (const dir of [baseRoot, root]) if (dir) rmSync(dir, { recursive: true, force: true });
});

/** The ids the unedited selection lists on de-de's products page for `persona`. */
function shippedProducts(persona: Persona): string[] {
  const path = shipped.pages['de-de']!.find((p) => p.id === 'products')!.path!;
  const facts = deriveFacts(withOverrides(persona, { page: path }), shipped);
  return (selectOffers(shippedOffers.selection, facts, shippedOffers.catalogue, 'products') ?? []).map((s) => s.offer.id);
}

describe('portal diff: offer lists', () => {
  it('without offer contexts the ended list goes unnoticed (offer lists are not in the view model)', () => {
    const result = diffConfigs(shipped, ended, personas, { scope: 'own' });
    expect(result.changes).toEqual([]);
  });

  it('the same selection on both sides: no persona sees a difference', () => {
    const result = diffConfigs(shipped, shipped, personas, { scope: 'own', offers: { base: shippedOffers, head: shippedOffers } });
    expect(result.changes).toEqual([]);
    expect(formatText(result, SIDES)).toContain('no persona sees a difference');
  });

  it('a products entry with `until:` in the past: every offer it listed leaves the list, named per persona, in text, markdown and json', () => {
    const result = diffConfigs(shipped, ended, personas, { scope: 'own', offers: { base: shippedOffers, head: endedOffers } });
    const persona = personas.find((p) => shippedProducts(p).length > 0)!;
    expect(persona).toBeDefined();
    const listed = shippedProducts(persona);
    const removed = result.changes
      .filter((c) => c.kind === 'removed' && c.area === 'offers > products' && c.views.some((v) => v.persona === persona.id))
      .map((c) => c.text);
    expect(removed.sort()).toEqual(listed.map((id) => `- offer "${id}" in offers > products`).sort());
    // Nothing else changes: the other lists keep their offers.
    expect(result.changes.every((c) => c.area === 'offers > products' && c.kind === 'removed')).toBe(true);
    const text = formatText(result, SIDES);
    expect(text).not.toContain('no persona sees a difference');
    expect(text).toContain(`- offer "${listed[0]}" in offers > products: `);
    expect(formatMarkdown(result, SIDES)).toContain(listed[0]);
    expect(JSON.parse(JSON.stringify(result)).changes[0].path[0]).toBe('offerLists');
  });
});
