import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { forgetBeforeEachQuestion } from '../../src/node/per-question.ts';

/**
 * The product-offer service's answer (spec 7, GET products) is the same for everybody, so the
 * local stack keeps it as data (product-offers.json, described by
 * schemas/product-offers.schema.json) rather than in every persona. It is read once: the
 * catalogue changes with a commit, not while the stack runs (the `portal` answer service, which
 * outlives commits, reads it again for each question).
 */
// A path, not a URL object: `validate` reads it in component tests too, where jsdom's URL is not Node's.
export const PRODUCT_OFFERS_FILE = join(dirname(fileURLToPath(import.meta.url)), 'product-offers.json');

let answer: unknown;
forgetBeforeEachQuestion(() => {
  answer = undefined;
});

/** The service's answer `{ data: [offer] }`, as in the data file. */
export function productOffersAnswer(): unknown {
  answer ??= JSON.parse(readFileSync(PRODUCT_OFFERS_FILE, 'utf8')) as unknown;
  return answer;
}
