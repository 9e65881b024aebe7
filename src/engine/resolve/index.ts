import type { CompiledConfig } from '../config/compiled.ts';
import { deriveFacts, type CustomerData } from '../facts/derive.ts';
import type { Facts } from '../facts/types.ts';
import type { ViewModel } from '../types/view-model.ts';
import type { ResolveContext } from './context.ts';
import { resolveFooter } from './footer.ts';
import { resolveHeader } from './header.ts';
import { createRecord, type ResolveRecord } from './record.ts';
import type { Resolvers } from './resolve-types.ts';
import { resolveSmartBanner } from './smart-banner.ts';
import { resolvePageView, viewContext, withFooter } from './view.ts';

/*
 * The engine imports no block type's code: every entry here is handed the block resolvers.
 * Node's callers take them bound to every block type from src/blocks/resolve-with-blocks.ts.
 */

function resolveIn(ctx: ResolveContext): ViewModel {
  return { ...withFooter(resolvePageView(ctx), resolveFooter(ctx)), smartBanner: resolveSmartBanner(ctx) };
}

/**
 * The view model `resolve` gives, and the record of why each item, block, link and footer part
 * is in it or not (record.ts): what explain reads instead of deciding again.
 */
export function resolveRecorded(config: CompiledConfig, facts: Facts, data: CustomerData, resolvers: Resolvers): { view: ViewModel; record: ResolveRecord } {
  const { record, note } = createRecord();
  const view = resolveIn({ ...viewContext(config, facts, data, resolvers.blocks, resolvers.customer), note });
  return { view, record };
}

/**
 * The header alone, with the record of its decisions: all that explaining a menu item reads (the
 * header is resolved first and from the context alone, so it decides the same as in the whole view).
 */
export function resolveHeaderRecorded(config: CompiledConfig, facts: Facts, data: CustomerData, resolvers: Resolvers): ResolveRecord {
  const { record, note } = createRecord();
  resolveHeader({ ...viewContext(config, facts, data, resolvers.blocks, resolvers.customer), note });
  return record;
}

/**
 * The view model (DESIGN.md) for facts derived from `data`, with the resolvers given (their
 * customer part null: a visitor's view, as the browser draws it before the customer's chunk is
 * there). Pure: same input, same output.
 */
export function resolve(config: CompiledConfig, facts: Facts, data: CustomerData, resolvers: Resolvers): ViewModel {
  return resolveIn(viewContext(config, facts, data, resolvers.blocks, resolvers.customer));
}

/** Derives facts and resolves in one step: what the CLI, the tests and the build call. */
export function resolveData(config: CompiledConfig, data: CustomerData, resolvers: Resolvers): ViewModel {
  return resolve(config, deriveFacts(data, config), data, resolvers);
}
