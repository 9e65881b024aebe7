import type { CompiledConfig } from '../config/compiled.ts';
import { deriveFacts, type CustomerData } from '../facts/derive.ts';
import type { Facts } from '../facts/types.ts';
import type { ViewModel } from '../types/view-model.ts';
import type { CustomerResolvers } from './customer-resolvers.ts';
import { CUSTOMER_RESOLVERS } from './customer-resolvers.ts';
import type { ResolveContext } from './context.ts';
import { resolveFooter } from './footer.ts';
import { createRecord, type ResolveRecord } from './record.ts';
import { resolveSmartBanner } from './smart-banner.ts';
import { resolvePageView, viewContext, withFooter } from './view.ts';

/**
 * The view model with the customer resolvers given (null: a visitor's view without them, as the
 * browser draws it before the customer's chunk is there). Pure: same input, same output.
 */
export function resolveView(config: CompiledConfig, facts: Facts, data: CustomerData, customer: CustomerResolvers | null): ViewModel {
  return resolveIn(viewContext(config, facts, data, customer));
}

function resolveIn(ctx: ResolveContext): ViewModel {
  return { ...withFooter(resolvePageView(ctx), resolveFooter(ctx)), smartBanner: resolveSmartBanner(ctx) };
}

/**
 * The view model `resolve` gives, and the record of why each item, block, link and footer part
 * is in it or not (record.ts): what explain reads instead of deciding again.
 */
export function resolveRecorded(config: CompiledConfig, facts: Facts, data: CustomerData): { view: ViewModel; record: ResolveRecord } {
  const { record, note } = createRecord();
  const view = resolveIn({ ...viewContext(config, facts, data, CUSTOMER_RESOLVERS), note });
  return { view, record };
}

/** The view model (DESIGN.md) for facts derived from `data`. Pure: same input, same output. */
export function resolve(config: CompiledConfig, facts: Facts, data: CustomerData): ViewModel {
  return resolveView(config, facts, data, CUSTOMER_RESOLVERS);
}

/** Derives facts and resolves in one step: what the CLI, the tests and the build call. */
export function resolveData(config: CompiledConfig, data: CustomerData): ViewModel {
  return resolve(config, deriveFacts(data, config), data);
}
