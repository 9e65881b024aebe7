/**
 * One expectation that does not hold, as every kind of expectation reports it (expectations.ts,
 * offers.ts): a module of its own so that the checks need not import each other.
 */
import type { JsonPath } from '../../src/engine/config/sources.ts';
import type { Explanation } from '../../src/engine/explain/explanation.ts';

/** Where it is (below the test's `expect`), what differs, and why. */
export interface Failure {
  path: JsonPath;
  message: string;
  explain: () => Explanation[];
}
