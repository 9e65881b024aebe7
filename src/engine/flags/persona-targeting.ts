/**
 * The example personas decide their own flags (personas/*.json `flags`), as targeting on their
 * key: for each flag a persona names, a rule "targetingKey is this persona's customer number"
 * goes before the flag's own targeting and names the variant with the persona's value (a
 * variant is added when no variant has it). A flag the persona does not name follows the
 * definition, so a rollout reaches the personas too. A DISABLED flag stays disabled: the kill
 * switch beats every rule. The result is an ordinary flagd flag set, evaluated by flagd-core
 * like any other (server/flags/, tools/); pure, so the same set comes out wherever it is made.
 */
import { declarationOf, toFlagdValue, type FlagdFlag, type FlagdFlagSet } from './flagd-format.ts';

export interface PersonaFlags {
  /** The persona's customer number: the targeting key its customer is evaluated with. */
  key: string;
  flags: Readonly<Record<string, unknown>>;
}

/** Deep equality of JSON values (variants are JSON). */
const same = (a: unknown, b: unknown): boolean => JSON.stringify(a) === JSON.stringify(b);

/** The variant of `flag` whose value is `value`, added as `persona-<n>` when none is. */
function variantFor(flag: FlagdFlag, value: unknown): string {
  const found = Object.entries(flag.variants).find(([, given]) => same(given, value));
  if (found) return found[0];
  let n = 1;
  while (Object.hasOwn(flag.variants, `persona-${n}`)) n++;
  flag.variants[`persona-${n}`] = value;
  return `persona-${n}`;
}

export function withPersonaTargeting(set: FlagdFlagSet, personas: readonly PersonaFlags[]): FlagdFlagSet {
  const flags: Record<string, FlagdFlag> = {};
  for (const [name, original] of Object.entries(set.flags)) {
    const declaration = declarationOf(original);
    const keysByVariant = new Map<string, string[]>();
    const flag: FlagdFlag = { ...original, variants: { ...original.variants } };
    if (flag.state === 'ENABLED' && typeof declaration !== 'string') {
      for (const persona of personas) {
        if (!persona.key || !Object.hasOwn(persona.flags, name) || persona.flags[name] === undefined) continue;
        const variant = variantFor(flag, toFlagdValue(declaration, persona.flags[name]));
        keysByVariant.set(variant, [...(keysByVariant.get(variant) ?? []), persona.key]);
      }
    }
    if (keysByVariant.size > 0) {
      const branches = [...keysByVariant].flatMap(([variant, keys]) => [{ in: [{ var: 'targetingKey' }, keys] }, variant]);
      // Without targeting of its own the flag falls to its default variant: `if` without else gives null, which flagd reads so.
      const rest =
        original.targeting !== undefined &&
        original.targeting !== null &&
        !(typeof original.targeting === 'object' && Object.keys(original.targeting).length === 0)
          ? [original.targeting]
          : [];
      flag.targeting = { if: [...branches, ...rest] };
    }
    flags[name] = flag;
  }
  return { ...set, flags };
}
