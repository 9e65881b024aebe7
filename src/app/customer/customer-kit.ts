/**
 * What the customer chunk hands the page with the data: the resolvers that draw a customer's view
 * (avatar menu, balance, data blocks) and the assembly of service answers into the engine's
 * input (which checks every field of those answers). A visitor's first load needs neither.
 */
import type { CustomerResolvers } from '../../engine/resolve/customer-resolvers.ts';
import type { assembleCustomerData } from '../data/assemble.ts';

export interface CustomerKit {
  resolvers: CustomerResolvers;
  assemble: typeof assembleCustomerData;
}
