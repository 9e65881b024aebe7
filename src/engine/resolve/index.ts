import type { CompiledConfig } from '../config/compiled.ts';
import { deriveFacts, type CustomerData } from '../facts/derive.ts';
import type { Facts } from '../facts/types.ts';
import type { ViewModel } from '../types/view-model.ts';
import { CUSTOMER_RESOLVERS } from './customer-resolvers.ts';
import { resolveView } from './view.ts';

/** The view model (DESIGN.md) for facts derived from `data`. Pure: same input, same output. */
export function resolve(config: CompiledConfig, facts: Facts, data: CustomerData): ViewModel {
  return resolveView(config, facts, data, CUSTOMER_RESOLVERS);
}

/** Derives facts and resolves in one step: what the CLI, the tests and the build call. */
export function resolveData(config: CompiledConfig, data: CustomerData): ViewModel {
  return resolve(config, deriveFacts(data, config), data);
}
