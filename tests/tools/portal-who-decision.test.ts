// The one line `portal who` gives each persona: which step of an explanation decided it, and
// the facts that step's rule read (src/engine/explain/deciding.ts).
import { describe, expect, it } from 'vitest';
import { decisionOf, factsRead } from '../../src/engine/explain/deciding.ts';
import type { Explanation } from '../../src/engine/explain/explain.ts';
import type { RuleTrace } from '../../src/engine/explain/trace.ts';

const src = (line: number) => ({ file: 'config/menus/de-de.yaml', line, col: 5 });
const leaf = (text: string, value: unknown): RuleTrace => ({ text, value, children: [] });
const variantTrace: RuleTrace = { text: '== page.kind, "corporate"', value: true, children: [leaf('page.kind', 'corporate')] };
const itemTrace: RuleTrace = {
  text: 'and',
  value: false,
  children: [
    leaf('flags.paymentMethods', false),
    { text: 'in "DE", customer.country', value: true, children: [leaf('customer.country', 'DE'), leaf('"DE"', 'DE'), leaf('true', true)] },
  ],
};

function explanation(shown: boolean, steps: Explanation['steps']): Explanation {
  return { subject: 'item "x"', shown, outcome: shown ? 'shown' : 'hidden', steps };
}

describe('decisionOf', () => {
  it('hidden: the first step that fails, with its rule and the facts it read', () => {
    const d = decisionOf(
      explanation(false, [
        { says: 'variant', passes: true, source: src(1), trace: variantTrace },
        { says: 'its rule does not hold', passes: false, source: src(9), trace: itemTrace },
        { says: 'later', passes: false },
      ]),
    );
    expect(d).toEqual({
      says: 'its rule does not hold',
      where: 'config/menus/de-de.yaml:9:5',
      facts: ['flags.paymentMethods = false', 'customer.country = "DE"'],
    });
  });

  it("shown: the last step, the subject's own rule", () => {
    const d = decisionOf(
      explanation(true, [
        { says: 'variant', passes: true, source: src(1), trace: variantTrace },
        { says: 'its rule holds', passes: true, source: src(9), trace: itemTrace },
      ]),
    );
    expect(d).toEqual({ says: 'its rule holds', where: 'config/menus/de-de.yaml:9:5', facts: ['flags.paymentMethods = false', 'customer.country = "DE"'] });
  });

  it('shown with no rule of its own: "always", not borrowed from an earlier rule', () => {
    const d = decisionOf(
      explanation(true, [
        { says: 'footer not hidden', passes: true, source: src(1), trace: variantTrace },
        { says: 'part "legal": no rule (always)', passes: true, source: null, trace: null },
      ]),
    );
    expect(d).toEqual({ says: 'part "legal": no rule (always)', where: null, facts: [] });
  });

  it('a failing step with no rule of its own is named with the rule before it that it follows from', () => {
    const d = decisionOf(
      explanation(false, [
        { says: 'variant "corporate"', passes: true, source: src(3), trace: variantTrace },
        { says: 'the variant does not show the account menu', passes: false },
      ]),
    );
    expect(d).toEqual({ says: 'the variant does not show the account menu', where: 'config/menus/de-de.yaml:3:5', facts: ['page.kind = "corporate"'] });
  });

  it('no steps (not in this menu): the outcome', () => {
    expect(decisionOf({ subject: 'item "x"', shown: false, outcome: 'not defined in the fr-fr menu', steps: [] })).toEqual({
      says: 'not defined in the fr-fr menu',
      where: null,
      facts: [],
    });
  });
});

describe('factsRead', () => {
  it('reads fact paths, never literals', () => {
    expect(factsRead(itemTrace)).not.toContain('"DE" = "DE"');
    expect(factsRead(itemTrace).some((f) => f.startsWith('true'))).toBe(false);
    expect(factsRead(null)).toEqual([]);
  });
});
