/**
 * The record explain reads (resolve/record.ts): resolve run once for the facts and data asked
 * about, with its decisions noted. Explaining a page's every item asks with the same facts each
 * time, so the last answer is kept.
 */
import type { CompiledConfig } from '../config/compiled.ts';
import type { CustomerData } from '../facts/derive.ts';
import type { Facts } from '../facts/types.ts';
import { resolveHeaderRecorded, resolveRecorded } from '../resolve/index.ts';
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

let lastHeader: { config: CompiledConfig; facts: Facts; data: CustomerData; resolvers: Resolvers; verdict: Recorded['verdict'] } | null = null;

/**
 * resolve's verdicts on the header's menu items for these facts: the header resolved alone
 * (resolveHeaderRecorded), so explaining an item does not resolve the page body and footer too.
 */
export function headerVerdicts(config: CompiledConfig, facts: Facts, data: CustomerData, resolvers: Resolvers): Recorded['verdict'] {
  if (lastHeader && lastHeader.config === config && lastHeader.facts === facts && lastHeader.data === data && lastHeader.resolvers === resolvers)
    return lastHeader.verdict;
  const { verdicts } = resolveHeaderRecorded(config, facts, data, resolvers);
  const verdict: Recorded['verdict'] = (subject) => verdicts.get(subject);
  lastHeader = { config, facts, data, resolvers, verdict };
  return verdict;
}
