/**
 * A chain of named rules appended to config/rules/named.yaml: chain-0 reads a fact, and each
 * chain-i is written by `step` from chain-(i-1). With `doubling`, chain-i uses chain-(i-1)
 * twice, so it is 2^(i+2) - 2 nodes written out; the benchmark and the tests of
 * validate make it in a temp folder.
 */
export type ChainStep = (previous: string) => string;

/** r(i) = and[r(i-1), r(i-1)] */
export const doubling: ChainStep = (previous) => `{ and: [ { rule: ${previous} }, { rule: ${previous} } ] }`;

/** r(i) = !r(i-1): one level deeper per step, hardly larger. */
export const negating: ChainStep = (previous) => `{ "!": { rule: ${previous} } }`;

/** `namedYaml` (the text of config/rules/named.yaml) with chain-0 … chain-<steps> added to its rules. */
export function namedRulesWithChain(namedYaml: string, steps: number, step: ChainStep): string {
  let text = namedYaml.endsWith('\n') ? namedYaml : `${namedYaml}\n`;
  text += '  chain-0:\n    description: The start of the chain.\n    when: { var: customer.loggedIn }\n';
  for (let i = 1; i <= steps; i++) text += `  chain-${i}:\n    description: Step ${i}.\n    when: ${step(`chain-${i - 1}`)}\n`;
  return text;
}
