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

type Value = ContextFacts[ContextFactName];
type Bag = Readonly<Record<string, unknown>> | null | undefined;

const own = (record: Bag, key: string | undefined): unknown => (record && key !== undefined && Object.hasOwn(record, key) ? record[key] : undefined);

/** The value if it is one the fact may take (a stored locale compares without case), else undefined. */
function valid(fact: ContextFactName, value: unknown): Value | undefined {
  const allowed = CONTEXT_FACT_VALUES[fact];
  if (allowed === 'boolean') return typeof value === 'boolean' ? value : undefined;
  if (typeof value !== 'string' || value.trim() === '') return undefined;
  if (allowed === 'text') return fact === 'storedPreferredLocale' ? value.toLowerCase() : value;
  return (allowed as readonly string[]).includes(value) ? value : undefined;
}

/** The fact value a signal gives (undefined: not present, or a value that does not count). */
export function signalValue(signal: ContextSignal, { context, pageContext, flags }: SignalInputs): Value | undefined {
  const { from, name } = signal;
  const raw =
    from === 'userAgent'
      ? name !== undefined && context.userAgent?.includes(name)
        ? name
        : undefined
      : from === 'page'
        ? own(pageContext, signal.fact)
        : own({ query: context.query, cookie: context.cookies, localStorage: context.storage, flag: flags }[from] as Bag, name);
  if (raw === undefined || raw === null) return undefined;
  if (signal.value !== undefined) return valid(signal.fact, signal.value);
  if (signal.values !== undefined) return typeof raw === 'string' ? valid(signal.fact, own(signal.values, raw)) : undefined;
  return valid(signal.fact, raw);
}

export function deriveContextFacts(signals: readonly ContextSignal[], inputs: SignalInputs): ContextFacts {
  const facts: Record<string, unknown> = { ...CONTEXT_DEFAULTS };
  for (const fact of CONTEXT_FACTS) {
    let value = valid(fact, own(inputs.context as unknown as Bag, fact));
    for (const signal of signals) {
      if (value !== undefined) break;
      if (signal.fact === fact) value = signalValue(signal, inputs);
    }
    if (value !== undefined) facts[fact] = value;
  }
  return facts as unknown as ContextFacts;
}
