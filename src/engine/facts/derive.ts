import type { CompiledConfig } from '../config/compiled.ts';
import type { Persona } from '../types/persona.ts';
import type { Facts } from './types.ts';
import { customerFactsOf } from './customer-facts.ts';
import { deriveViewFacts } from './view-facts.ts';

/** Service payloads and page context: a persona file, or what the live API calls returned. */
export type CustomerData = Omit<Persona, 'id' | 'description'>;

/** Derives the facts rules read (spec 3 and 4) from service payloads and page context. */
export function deriveFacts(data: CustomerData, config: CompiledConfig): Facts {
  return deriveViewFacts(data, config, customerFactsOf);
}
