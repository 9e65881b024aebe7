/**
 * What the customer chunk hands the page with the data: the customer's facts, the resolvers that draw a customer's view
 * (avatar menu, balance, data blocks), the assembly of service answers into the engine's input
 * (which checks every field of those answers), and the part of the locale's config only a
 * customer's view reads (absent when the page's config is whole). A visitor's first load needs none.
 */
import type { CustomerConfigPart } from '../../engine/config/customer-part.ts';
import type { CustomerResolvers } from '../../engine/resolve/resolve-types.ts';
import type { CustomerFactsDeriver } from '../../engine/facts/customer-facts.ts';
import type { assembleCustomerData } from '../data/assemble.ts';

export interface CustomerKit {
  /** The customer's facts from the payloads (engine/facts/customer-facts.ts). */
  facts: CustomerFactsDeriver;
  resolvers: CustomerResolvers;
  assemble: typeof assembleCustomerData;
  part?: CustomerConfigPart;
}
