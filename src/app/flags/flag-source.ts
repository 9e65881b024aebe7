/**
 * Where a customer's flags come from: a flag service read through OpenFeature
 * (ofrep-flag-source.ts, its own chunk, loaded with the first evaluation). The data layer sees
 * only this: the flags for a targeting context, and a signal when the service's answer changed
 * (the provider polls: a kill switch reaches an open page). Tests pass their own.
 */
import type { FlagSource, FlagSourceOptions } from './types.ts';

export type { FlagExposure, FlagSource, FlagSourceOptions } from './types.ts';

/** A FlagSource whose OpenFeature code is fetched with the first evaluation, not with the page. */
export function lazyFlagSource(options: FlagSourceOptions): FlagSource {
  let loaded: Promise<FlagSource> | undefined;
  const listeners = new Set<() => void>();
  const load = () =>
    (loaded ??= import('./ofrep-flag-source.ts').then(({ createOfrepFlagSource }) => {
      const source = createOfrepFlagSource(options);
      source.subscribe(() =>
        listeners.forEach((listener) => {
          listener();
        }),
      );
      return source;
    }));
  return {
    evaluate: async (context, table) => (await load()).evaluate(context, table),
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
