// The preview draws offer lists: the view of a persona on /de-de/products/ carries
// the offers block's data the build writes into the running portal's page, at the view's time.
// A products entry ending on 1 January 2027 (`until:`) shows the list before, and an empty list after.
// Expected lists come from selectOffers with the edited selection, never from the preview itself.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OfferBlockData } from '../../../src/engine/offers/block-data.ts';
import { deriveFacts } from '../../../src/engine/facts/derive.ts';
import { selectOffers } from '../../../src/engine/offers/select.ts';
import type { ViewModel } from '../../../src/engine/types/view-model.ts';

type Block = ViewModel['page']['blocks'][number];
import { withOverrides } from '../../../tools/portal/persona.ts';
import { previewView } from '../../../tools/preview/view.ts';
import { createWorkspace, type PreviewWorkspace } from '../../../tools/preview/workspace.ts';
import { loadOfferContext } from '../../../tools/rule-tests/offers.ts';
import { tempRepo, type TempRepo } from './temp-repo.ts';

const SELECTION = 'config/offers/selection.yaml';
const PERSONA = 'anonymous-de';
const PAGE = '/de-de/products/';
let repo: TempRepo;
let workspace: PreviewWorkspace;

beforeAll(() => {
  repo = tempRepo();
  const text = repo.read(SELECTION);
  if (!text.includes('  - page: products\n')) throw new Error(`${SELECTION} no longer has a products entry: update the test`);
  repo.write(SELECTION, text.replace('  - page: products\n', '  - page: products\n    until: 2027-01-01T00:00:00Z\n'));
  workspace = createWorkspace({ repoRoot: repo.root, validateIn: 'process' });
}, 60_000);

afterAll(() => {
  workspace?.close();
  repo?.remove();
});

function offerBlocks(blocks: readonly Block[]): { list?: string | null; data?: OfferBlockData }[] {
  return blocks.flatMap((block) => [
    ...(block.type === 'offers' ? [block as unknown as { list?: string | null; data?: OfferBlockData }] : []),
    ...('blocks' in block && Array.isArray(block.blocks) ? offerBlocks(block.blocks as Block[]) : []),
  ]);
}

function listedIn(at: string): { shown: string[]; expected: string[] } {
  const good = workspace.config()!;
  const loaded = workspace.persona(PERSONA)!;
  expect(loaded.persona).toBeDefined();
  const persona = loaded.persona!;
  const view = previewView(
    {
      config: good.config,
      strings: good.strings,
      persona,
      summary: { id: PERSONA, description: '', locale: 'de-de', file: '', flags: {} },
      version: 1,
      offers: good.offers,
    },
    { persona: PERSONA, page: PAGE, at, explain: false },
  );
  const [block] = offerBlocks(view.viewModel.page.blocks);
  expect(block?.data, 'the products page has an offers block with data').toBeDefined();
  const offers = loadOfferContext(repo.root, good.config)!;
  const facts = deriveFacts(withOverrides(persona, { page: PAGE, at }), good.config);
  const expected = (selectOffers(offers.selection, facts, offers.catalogue, block!.list ?? 'products') ?? []).map((s) => s.offer.id);
  return { shown: block!.data!.listed.map((l) => l.id), expected };
}

describe('the preview draws offer lists', () => {
  it('before the entry ends: the offers the portal lists on /de-de/products/ at that time', () => {
    const { shown, expected } = listedIn('2026-12-15T12:00');
    expect(expected.length).toBeGreaterThan(0);
    expect(shown).toEqual(expected);
  });

  it('after its until: the list is empty at that time', () => {
    const { shown, expected } = listedIn('2027-02-01T12:00');
    expect(expected).toEqual([]);
    expect(shown).toEqual([]);
  });
});
