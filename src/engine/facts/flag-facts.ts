/** Rules read a flag as a fact under `flags.`: `{ var: flags.newDashboard }` is the flag newDashboard. */
const FLAG_FACTS = 'flags.';

/** The fact a rule reads for a flag. */
export const flagFact = (flag: string): string => `${FLAG_FACTS}${flag}`;

/** The flag a fact names, or null when the fact is no flag. */
export const flagOfFact = (fact: string): string | null => (fact.startsWith(FLAG_FACTS) ? fact.slice(FLAG_FACTS.length) : null);
