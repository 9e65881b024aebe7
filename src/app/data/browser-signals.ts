/**
 * What this browser says about its context (config/context/signals.yaml): the query (with the
 * parameters an embedding app passed earlier in this tab), the cookies, the User-Agent and the
 * stored values the signals name. Only raw values: the engine decides the facts
 * (engine/context/derive.ts), exactly as it does for a persona file. A chunk of its own (App
 * reads the signals after hydration), so the first load does not carry it.
 */
import type { ContextSignal, SignalSource } from '../../engine/context/signals.ts';
import type { CookieJar, StorageLike } from '../session/storage.ts';
import { queryRecord, type BrowserSignals } from './page-context.ts';

/** The names a browser must read for one source (the cookies, storage keys, kept query parameters). */
export function signalNames(signals: readonly ContextSignal[], source: SignalSource, keptOnly = false): string[] {
  const names = signals.filter((s) => s.from === source && (!keptOnly || s.keep === 'session')).map((s) => s.name ?? '');
  return [...new Set(names.filter(Boolean))];
}

export interface SignalSources {
  cookies: Pick<CookieJar, 'get'>;
  userAgent: string;
  localStorage: Pick<StorageLike, 'getItem'>;
  /** The tab's session store: keeps the `keep: session` query parameters across pages. */
  sessionStorage: Pick<StorageLike, 'getItem' | 'setItem'>;
}

const KEPT_PREFIX = 'portal.signal.';

function tryRead(read: () => string | null): string | null {
  try {
    return read();
  } catch {
    // Blocked storage or a malformed cookie is an absent signal, never a broken page.
    return null;
  }
}

/**
 * Reads the signals; a kept query parameter seen now is remembered for the rest of the tab's
 * session. `query` holds the kept parameters the address does not carry now: the caller adds the
 * address's own query (which it has at once, on every render).
 */
export function readBrowserSignals(signals: readonly ContextSignal[], search: string, sources: SignalSources): BrowserSignals {
  const address = queryRecord(search);
  const query: Record<string, string> = {};
  for (const name of signalNames(signals, 'query', true)) {
    if (Object.hasOwn(address, name)) {
      const value = address[name]!;
      tryRead(() => {
        sources.sessionStorage.setItem(`${KEPT_PREFIX}${name}`, value);
        return null;
      });
    } else {
      const kept = tryRead(() => sources.sessionStorage.getItem(`${KEPT_PREFIX}${name}`));
      if (kept !== null) query[name] = kept;
    }
  }
  const cookies: Record<string, string> = {};
  for (const name of signalNames(signals, 'cookie')) {
    const value = tryRead(() => sources.cookies.get(name));
    if (value !== null) cookies[name] = value;
  }
  const storage: Record<string, string> = {};
  for (const name of signalNames(signals, 'localStorage')) {
    const value = tryRead(() => sources.localStorage.getItem(name));
    if (value !== null) storage[name] = value;
  }
  return { query, cookies, userAgent: sources.userAgent, storage };
}
