/**
 * Page-context facts from the signals a browser sends (config/context/signals.yaml): the one
 * place that decides them, for the browser, the prerender, the preview and the `portal`
 * command. A persona file (or a caller) that sets a fact in `context` directly stands for the
 * state its signal brings, and wins; otherwise the first signal present decides, else the default.
 */
import type { FeatureFlags, PageContext } from '../types/persona.ts';
import { CONTEXT_DEFAULTS, CONTEXT_FACT_VALUES, CONTEXT_FACTS, type ContextFactName, type ContextFacts, type ContextSignal } from './signals.ts';

/** The raw signals: what the caller saw, besides the facts it may set directly. */
export interface SignalInputs {
  context: PageContext;
  /** The page's own `context` (config/pages/), or null for a path no page answers. */
  pageContext: Readonly<Record<string, unknown>> | null;
  flags: FeatureFlags | undefined;
}

/** The value if it is one the fact may take (locales compare without case), else undefined. */
function valid(fact: ContextFactName, value: unknown): ContextFacts[ContextFactName] | undefined {
  const allowed = CONTEXT_FACT_VALUES[fact];
  if (allowed === 'boolean') return typeof value === 'boolean' ? value : undefined;
  if (typeof value !== 'string' || value.trim() === '') return undefined;
  if (allowed === 'text') return fact === 'storedPreferredLocale' ? value.toLowerCase() : value;
  return (allowed as readonly string[]).includes(value) ? value : undefined;
}

function own(record: Readonly<Record<string, unknown>> | undefined | null, key: string | undefined): unknown {
  return record && key !== undefined && Object.hasOwn(record, key) ? record[key] : undefined;
}

/** What the signal says, as the raw value it found (undefined: not present). */
function rawSignal(signal: ContextSignal, inputs: SignalInputs): unknown {
  const { context } = inputs;
  switch (signal.from) {
    case 'query':
      return own(context.query, signal.name);
    case 'cookie':
      return own(context.cookies, signal.name);
    case 'localStorage':
      return own(context.storage, signal.name);
    case 'flag':
      return own(inputs.flags as Record<string, unknown> | undefined, signal.name);
    case 'userAgent':
      return typeof context.userAgent === 'string' && signal.name !== undefined && context.userAgent.includes(signal.name) ? signal.name : undefined;
    case 'page':
      return own(inputs.pageContext, signal.fact);
  }
}

/** The fact value a present signal gives, or undefined. */
export function signalValue(signal: ContextSignal, inputs: SignalInputs): ContextFacts[ContextFactName] | undefined {
  const raw = rawSignal(signal, inputs);
  if (raw === undefined || raw === null) return undefined;
  if (signal.value !== undefined) return valid(signal.fact, signal.value);
  if (signal.values !== undefined) return typeof raw === 'string' ? valid(signal.fact, own(signal.values, raw)) : undefined;
  return valid(signal.fact, raw);
}

/** Which signal decided each fact (null: the persona's own value or the default), for explain and the preview. */
export type ContextDecisions = Record<ContextFactName, ContextSignal | null>;

export function deriveContextFacts(signals: readonly ContextSignal[], inputs: SignalInputs): { facts: ContextFacts; decidedBy: ContextDecisions } {
  const facts = { ...CONTEXT_DEFAULTS } as Record<ContextFactName, unknown>;
  const decidedBy = {} as ContextDecisions;
  for (const fact of CONTEXT_FACTS) {
    decidedBy[fact] = null;
    const direct = valid(fact, own(inputs.context as unknown as Record<string, unknown>, fact));
    if (direct !== undefined) {
      facts[fact] = direct;
      continue;
    }
    for (const signal of signals) {
      if (signal.fact !== fact) continue;
      const value = signalValue(signal, inputs);
      if (value === undefined) continue;
      facts[fact] = value;
      decidedBy[fact] = signal;
      break;
    }
  }
  return { facts: facts as unknown as ContextFacts, decidedBy };
}
