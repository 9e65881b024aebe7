import { closestName } from '../../../src/node/closest-name.ts';

/**
 * A typo in a definition (a named rule, a locale code) leaves every use of the old name
 * pointing at nothing. When a name nothing defines is used in two or more places, and a
 * definition nothing uses is a near miss of it, the definition is the one mistake: report it
 * there, once, instead of at every use. A name used once is ambiguous (that one use may be
 * the typo), so it is left to the ordinary "unknown name" finding at the use, whose
 * did-you-mean names the definition.
 *
 * @returns definition name -> the used name it probably should be
 */
export function misspeltDefinitions(defined: Iterable<string>, useCounts: ReadonlyMap<string, number>): Map<string, string> {
  const definedNames = new Set(defined);
  const unused = [...definedNames].filter((name) => !useCounts.has(name));
  const found = new Map<string, string>();
  for (const [name, count] of useCounts) {
    if (definedNames.has(name) || count < 2) continue;
    const definition = closestName(
      name,
      unused.filter((d) => !found.has(d)),
    );
    if (definition !== null) found.set(definition, name);
  }
  return found;
}
