/**
 * Facts given on top of the derived ones: "what if this customer were PARTNER_B's?" (`portal
 * resolve|explain|who|diff --given customer.distributorId=PARTNER_B`, and the audience `diff` and
 * `who` derive from the rules). Each entry sets one leaf of the facts vocabulary and nothing else:
 * a fact derived from another (customer.isForeignDistributor from customer.distributorId) keeps
 * its derived value unless it is given too. Pure; the objects of `facts` are copied, not changed.
 */
import type { Facts } from './types.ts';

/** Fact path (as rules read it, `customer.distributorId`) -> the value it takes. */
export type GivenFacts = Readonly<Record<string, unknown>>;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function withGivenFacts(facts: Facts, given: GivenFacts | undefined): Facts {
  if (!given) return facts;
  const entries = Object.entries(given);
  if (entries.length === 0) return facts;
  const out: Record<string, unknown> = { ...facts };
  for (const [path, value] of entries) {
    const steps = path.split('.');
    let holder = out;
    for (const step of steps.slice(0, -1)) {
      // Copied on the way down, so the derived facts (and another view's) stay as they were.
      const next: unknown = Object.hasOwn(holder, step) ? holder[step] : undefined;
      const copy = isRecord(next) ? { ...next } : {};
      holder[step] = copy;
      holder = copy;
    }
    holder[steps[steps.length - 1]!] = value;
  }
  return out as unknown as Facts;
}
