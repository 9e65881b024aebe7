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

type Asked = [config: CompiledConfig, facts: Facts, data: CustomerData, resolvers: Resolvers];

/**
 * `answer`, keeping its last answer: explaining a page's every item asks with the same config,
 * facts, data and resolvers each time (by identity), so resolve runs once for them.
 */
function keepingLast<T>(answer: (...asked: Asked) => T): (...asked: Asked) => T {
  let last: { asked: Asked; value: T } | null = null;
  return (...asked) => {
    if (last?.asked.every((one, index) => one === asked[index])) return last.value;
    const value = answer(...asked);
    last = { asked, value };
    return value;
  };
}

/** resolve's view model and record for these (untyped, as deriveFacts gives them) facts. */
export const recorded = keepingLast((config, facts, data, resolvers): Recorded => {
  const { view, record } = resolveRecorded(config, facts, data, resolvers);
  return { view, record, verdict: (subject) => record.verdicts.get(subject) };
});

/**
 * resolve's verdicts on the header's menu items for these facts: the header resolved alone
 * (resolveHeaderRecorded), so explaining an item does not resolve the page body and footer too.
 */
export const headerVerdicts = keepingLast((config, facts, data, resolvers): Recorded['verdict'] => {
  const { verdicts } = resolveHeaderRecorded(config, facts, data, resolvers);
  return (subject) => verdicts.get(subject);
});
