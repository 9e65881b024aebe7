/**
 * What facts are derived from. Apart from derive.ts, which imports the customer and view facts
 * that read it: declared there, it made an import cycle (issue 18). derive.ts re-exports it.
 */
import type { Persona } from '../types/persona.ts';

/** Service payloads and page context: a persona file, or what the live API calls returned. */
export type CustomerData = Omit<Persona, 'id' | 'description'>;
