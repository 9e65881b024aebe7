/**
 * What the visitor has consented to, read where the consent manager says it: the tag manager's
 * consent mode in the data layer (`gtag('consent', 'default' | 'update', { analytics_storage:
 * 'granted', … })`). The portal pushes the denied defaults (tracking/consent.ts); the consent
 * manager pushes an update when the visitor chooses, or at once for a choice made earlier.
 * Services that need consent (tracking/forwarder.ts) wait on `whenGranted`.
 */

/** The consent types of the tag manager's consent mode (spec 7). */
export type ConsentType = 'ad_user_data' | 'ad_personalization' | 'ad_storage' | 'analytics_storage';

export interface ConsentState {
  granted(types: readonly ConsentType[]): boolean;
  /** Settles once every type is granted (at once when they are). */
  whenGranted(types: readonly ConsentType[]): Promise<void>;
}

type Layer = unknown[];

/** A gtag command is pushed as an Arguments object (some code pushes plain arrays). */
function consentCommand(entry: unknown): Record<string, unknown> | null {
  if (entry === null || typeof entry !== 'object') return null;
  const isArguments = Object.prototype.toString.call(entry) === '[object Arguments]';
  if (!isArguments && !Array.isArray(entry)) return null;
  const [command, kind, values] = Array.from(entry as ArrayLike<unknown>);
  if (command !== 'consent' || (kind !== 'default' && kind !== 'update')) return null;
  return values !== null && typeof values === 'object' ? (values as Record<string, unknown>) : null;
}

/**
 * Watches `host.dataLayer` (created when missing, as the consent bootstrapping would): the
 * entries already there, then every push. Its `push` is wrapped, not replaced, so the tag
 * manager (which wraps it too when it loads) still sees every entry.
 */
export function watchConsent(host: { dataLayer?: Layer }): ConsentState {
  const state = new Map<string, string>();
  const waiting = new Set<{ types: readonly ConsentType[]; resolve: () => void }>();
  const granted = (types: readonly ConsentType[]) => types.every((type) => state.get(type) === 'granted');

  const read = (entry: unknown): void => {
    const values = consentCommand(entry);
    if (!values) return;
    for (const [type, value] of Object.entries(values)) if (typeof value === 'string') state.set(type, value);
    for (const waiter of [...waiting]) {
      if (granted(waiter.types)) {
        waiting.delete(waiter);
        waiter.resolve();
      }
    }
  };

  const layer = (host.dataLayer ??= []);
  for (const entry of layer) read(entry);
  const push = layer.push;
  layer.push = function pushAndWatch(this: Layer, ...entries: unknown[]): number {
    const length = push.apply(this, entries);
    for (const entry of entries) read(entry);
    return length;
  };

  return {
    granted,
    whenGranted(types) {
      if (granted(types)) return Promise.resolve();
      return new Promise((resolve) => waiting.add({ types, resolve }));
    },
  };
}
