/**
 * Whether a page part with a `when` rule is shown in a locale, when that can be told from the
 * locale alone: blocks written once per locale (`when: { "==": [{ var: page.locale }, fr-fr] }`)
 * are the translator's only in that locale. A rule that reads anything else (the customer, the
 * flags, a named rule) may show the part anywhere: it counts as shown.
 */
import { evaluate } from '../../src/engine/rules/evaluate.ts';
import { truthy } from '../../src/engine/rules/operations.ts';

const LOCALE_FACTS = new Set(['page.locale', 'page.language']);

function readsOnlyTheLocale(logic: unknown): boolean {
  if (Array.isArray(logic)) return logic.every(readsOnlyTheLocale);
  if (!logic || typeof logic !== 'object') return true;
  return Object.entries(logic).every(([operator, args]) => {
    if (operator === 'rule') return false;
    if (operator === 'var') {
      const name = Array.isArray(args) ? args[0] : args;
      return typeof name === 'string' && LOCALE_FACTS.has(name);
    }
    return readsOnlyTheLocale(args);
  });
}

export function shownInLocale(when: unknown, locale: string, language: string): boolean {
  if (when === undefined || !readsOnlyTheLocale(when)) return true;
  try {
    return truthy(evaluate(when, { page: { locale, language } }));
  } catch {
    return true;
  }
}
