import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { factPaths } from './fact-paths.ts';
import { forgetBeforeEachQuestion } from '../../../src/node/per-question.ts';

/**
 * The rules of config/offers/selection.yaml decide on one offer at a time, so besides the facts
 * they may read that offer as `offer.<field>`: every field of $defs/offer in
 * schemas/product-offers.schema.json (the service's contract, so it is read from this
 * repository's schemas/ whichever config folder is validated).
 */
// A path, not a URL object: under jsdom (the app's tests) `URL` is jsdom's, which node:fs refuses.
const SCHEMA = join(dirname(fileURLToPath(import.meta.url)), '../../../schemas/product-offers.schema.json');

let offerPaths: Set<string> | undefined;
forgetBeforeEachQuestion(() => {
  offerPaths = undefined;
});

/** offer, offer.id, offer.bank, offer.bank.id, …, offer.depositGuarantee.limit.amount. */
export function offerFieldPaths(): Set<string> {
  if (offerPaths) return offerPaths;
  const schema = JSON.parse(readFileSync(SCHEMA, 'utf8')) as { $defs: Record<string, unknown> };
  // factPaths follows `properties` only: local $refs are put in place first.
  const inline = (node: unknown): unknown => {
    if (Array.isArray(node)) return node.map(inline);
    if (!node || typeof node !== 'object') return node;
    const ref = (node as { $ref?: unknown }).$ref;
    if (typeof ref === 'string' && ref.startsWith('#/$defs/')) return inline(schema.$defs[ref.slice('#/$defs/'.length)]);
    return Object.fromEntries(Object.entries(node).map(([key, value]) => [key, inline(value)]));
  };
  offerPaths = factPaths({ properties: { offer: inline(schema.$defs.offer) } });
  return offerPaths;
}

/** The paths a rule in a file of this kind may read. */
export function rulePathsFor(kind: string, facts: Set<string>): Set<string> {
  return kind === 'offerSelection' ? new Set([...facts, ...offerFieldPaths()]) : facts;
}
