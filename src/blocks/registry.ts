/**
 * Every block type's resolvers, as Node hands them to the engine (the engine imports none of
 * them). The browser does not load this file: it hands BLOCK_RESOLVERS from the first load and the
 * customer part once the customer's chunk is there (app/data/useViewModel.ts).
 */
import type { Resolvers } from '../engine/resolve/resolve-types.ts';
import { CUSTOMER_RESOLVERS } from './customer-resolvers.ts';
import { BLOCK_RESOLVERS } from './resolvers.generated.ts';

export const ALL_RESOLVERS: Resolvers = { blocks: BLOCK_RESOLVERS, customer: CUSTOMER_RESOLVERS };
