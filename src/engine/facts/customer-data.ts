/**
 * What facts are derived from. Apart from derive.ts, which imports the customer and view facts
 * that read it: declared there, it made an import cycle. derive.ts re-exports it.
 */
import type { Persona } from '../types/persona.ts';
import type { GivenFacts } from './given.ts';

/**
 * Service payloads and page context: a persona file, or what the live API calls returned.
 * `givenFacts` (only the command line sets them: what-if questions) override the derived facts.
 */
export type CustomerData = Omit<Persona, 'id' | 'description'> & { givenFacts?: GivenFacts };
