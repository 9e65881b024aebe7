/**
 * A visitor's flags, asked of the flag service with OFREP's static context: one bulk evaluation
 * (POST /ofrep/v1/evaluate/flags) for the page's context, asked again every poll interval (its
 * ETag spares the body while nothing changed) and when the tab is shown again, so a kill switch
 * reaches a visitor's open page as it reaches a customer's.
 *
 * Not OpenFeature's web SDK and OFREP provider, which a customer's page uses
 * (ofrep-flag-source.ts, for its hooks: the exposures): together they are about 14 kB gzip, and a
 * public page has a few hundred bytes of its budget left (bench/size/budgets.ts). The protocol
 * for one context without hooks is this much. The answer is read as a customer's is: a flag the
 * service does not give, or gives as DISABLED or with an error, reads as its default (absent).
 */
import type { FlagTable } from '../../engine/flags/declaration.ts';
import { fromFlagdValue } from '../../engine/flags/flagd-format.ts';
import { cleanFlagsOf } from '../../engine/flags/clean.ts';
import { flagWarnings } from '../../engine/flags/messages.ts';
import type { TargetingContext } from '../../engine/flags/targeting-context.ts';
import type { FeatureFlags } from '../../engine/types/persona.ts';

/** What a visitor is evaluated with (targeting-context.ts names them): no customer's facts, and a key only where visitor-flags.ts gives one. */
export type VisitorContext = Pick<Partial<TargetingContext>, 'locale' | 'device' | 'channel' | 'targetingKey'>;

export interface VisitorFlagClientOptions {
  /** The OFREP service's base URL ('' = the page's origin). */
  baseUrl: string;
  /** How often to ask again (ms); 0 never. */
  pollInterval: number;
  table: FlagTable;
  context: VisitorContext;
  /** Each answer that differs from the one before; nothing while the service fails (the page keeps what it has). */
  onFlags: (flags: FeatureFlags) => void;
  fetch?: typeof fetch;
  /** Told when the tab is shown again (`document`); none: polling alone. */
  visibility?: Pick<Document, 'addEventListener' | 'removeEventListener' | 'visibilityState'> | null;
  warn?: (message: string, error?: unknown) => void;
}

export interface VisitorFlagClient {
  /** A new context (consent given): asked at once. */
  setContext(context: VisitorContext): void;
  stop(): void;
}

interface OfrepAnswer {
  key?: unknown;
  value?: unknown;
  reason?: unknown;
  errorCode?: unknown;
}

/** The flags of a bulk answer, each as the portal declares it. */
function flagsOf(answers: unknown, table: FlagTable, warn: (message: string) => void): FeatureFlags {
  const given: Record<string, unknown> = {};
  for (const answer of Array.isArray(answers) ? (answers as OfrepAnswer[]) : []) {
    const key = typeof answer?.key === 'string' ? answer.key : '';
    const declaration = Object.hasOwn(table, key) ? table[key] : undefined;
    if (!declaration || answer.errorCode !== undefined || answer.reason === 'DISABLED' || answer.value === undefined) continue;
    given[key] = fromFlagdValue(declaration, answer.value);
  }
  return cleanFlagsOf(table, given, flagWarnings(warn, table)) as FeatureFlags;
}

export function watchVisitorFlags(options: VisitorFlagClientOptions): VisitorFlagClient {
  const send = options.fetch ?? ((input, init) => fetch(input, init));
  const warn = options.warn ?? ((message: string, error?: unknown) => console.warn(message, ...(error === undefined ? [] : [error])));
  let context = options.context;
  let etag: string | null = null;
  let shown = '';
  let failed = false;
  let stopped = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  /** One question at a time: a later context must not be overtaken by an earlier one's answer. */
  let asking: Promise<void> = Promise.resolve();

  const schedule = (delay: number) => {
    clearTimeout(timer);
    if (!stopped && delay > 0) timer = setTimeout(ask, delay);
  };

  async function askNow(): Promise<number> {
    const response = await send(`${options.baseUrl}/ofrep/v1/evaluate/flags`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(etag ? { 'if-none-match': etag } : {}) },
      body: JSON.stringify({ context }),
    });
    // Too many requests: not before the service says (OFREP's Retry-After, in seconds).
    if (response.status === 429) return Math.max(options.pollInterval, Number(response.headers.get('retry-after')) * 1000 || 0);
    if (response.status !== 304) {
      if (!response.ok) throw new Error(`the flag service answered ${response.status}`);
      const body = (await response.json()) as { flags?: unknown };
      etag = response.headers.get('etag');
      const flags = flagsOf(body?.flags, options.table, warn);
      const text = JSON.stringify(flags);
      if (text !== shown && !stopped) {
        shown = text;
        options.onFlags(flags);
      }
    }
    failed = false;
    return options.pollInterval;
  }

  function ask(): void {
    asking = asking.then(() =>
      askNow().then(schedule, (error: unknown) => {
        // Said once until it answers again; the page keeps the flags it has (the defaults at first).
        if (!failed) warn('Feature flags could not be loaded for this visitor; keeping the flags the page has', error);
        failed = true;
        schedule(options.pollInterval);
      }),
    );
  }

  const onVisible = () => {
    if (options.visibility?.visibilityState === 'visible') ask();
  };
  options.visibility?.addEventListener('visibilitychange', onVisible);
  ask();

  return {
    setContext(next) {
      context = next;
      etag = null;
      ask();
    },
    stop() {
      stopped = true;
      clearTimeout(timer);
      options.visibility?.removeEventListener('visibilitychange', onVisible);
    },
  };
}
