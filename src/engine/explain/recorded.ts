/**
 * The record explain reads (resolve/record.ts): resolve run once for the facts and data asked
 * about, with its decisions noted. Explaining a page's every item asks with the same facts each
 * time, so the last answer is kept.
 */
import type { CompiledConfig } from '../config/compiled.ts';
import type { CustomerData } from '../facts/derive.ts';
import type { Facts } from '../facts/types.ts';
import { resolveRecorded } from '../resolve/index.ts';
import type { ResolveRecord, Verdict } from '../resolve/record.ts';
import type { Resolvers } from '../resolve/resolve-types.ts';
import type { ViewModel } from '../types/view-model.ts';

export interface Recorded {
  view: ViewModel;
  record: ResolveRecord;
  /** What resolve decided about one compiled piece of config; undefined: it never got there. */
  verdict(subject: object): Verdict | undefined;
}

let last: { config: CompiledConfig; facts: Facts; data: CustomerData; resolvers: Resolvers; recorded: Recorded } | null = null;

/** resolve's view model and record for these (untyped, as deriveFacts gives them) facts. */
export function recorded(config: CompiledConfig, facts: Facts, data: CustomerData, resolvers: Resolvers): Recorded {
  if (last && last.config === config && last.facts === facts && last.data === data && last.resolvers === resolvers) return last.recorded;
  const { view, record } = resolveRecorded(config, facts, data, resolvers);
  const result: Recorded = { view, record, verdict: (subject) => record.verdicts.get(subject) };
  last = { config, facts, data, resolvers, recorded: result };
  return result;
}
