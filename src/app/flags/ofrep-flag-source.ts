/**
 * The customer's flags through OpenFeature's web SDK and its OFREP provider: the portal speaks
 * the OpenFeature Remote Evaluation Protocol to whatever serves it (the local stack, flagd, or a
 * vendor's OFREP endpoint), so which flag service answers is configuration (docs/operators.md).
 * Every flag the config defines is read through the SDK (so its hooks, the exposures, see each one); the
 * provider polls, and a changed answer is told to the subscribers. Its own chunk: only a
 * signed-in customer's page loads it (flag-source.ts).
 */
import { OpenFeature, ProviderEvents, type Client, type EvaluationContext, type EvaluationDetails, type FlagValue, type JsonValue } from '@openfeature/web-sdk';
import { OFREPWebProvider } from '@openfeature/ofrep-web-provider';
import { FLAGS, type FlagDeclaration, type FlagTable } from '../../engine/flags/declaration.ts';
import { fromFlagdValue } from '../../engine/flags/flagd-format.ts';
import { cleanFlagsOf } from '../../engine/flags/clean.ts';
import { flagWarnings } from '../../engine/flags/messages.ts';
import type { TargetingContext } from '../../engine/flags/targeting-context.ts';
import type { FeatureFlags } from '../../engine/types/persona.ts';
import type { FlagSource, FlagSourceOptions } from './types.ts';

/** The SDK's domain for the portal's provider: another OpenFeature user on the page keeps its own. */
const DOMAIN = 'savings-portal';

/** What the SDK hands back when the service gives no value: the flag reads as its default. */
function read(client: Client, name: string, declaration: FlagDeclaration): EvaluationDetails<FlagValue> {
  if (declaration.kind === 'boolean') return client.getBooleanDetails(name, false);
  if (declaration.kind === 'enum') return client.getStringDetails(name, declaration.default);
  return client.getObjectDetails(name, { locales: [] } as JsonValue);
}

export function createOfrepFlagSource(options: FlagSourceOptions): FlagSource {
  const warn = options.warn ?? ((message: string, error?: unknown) => console.warn(message, ...(error === undefined ? [] : [error])));
  const listeners = new Set<() => void>();
  const provider = new OFREPWebProvider({
    baseUrl: options.baseUrl,
    pollInterval: options.pollInterval,
    changeDetection: options.pollInterval > 0 ? 'polling' : 'none',
    // A customer's flags are not kept in the browser: a stale copy could undo a kill switch.
    cacheMode: 'disabled',
    disableVisibilityRefresh: typeof document === 'undefined',
    headersFactory: async () => {
      const token = options.accessToken();
      return token ? [['Authorization', `Bearer ${token}`]] : [];
    },
    ...(options.fetch ? { fetchImplementation: options.fetch } : {}),
  });
  const client = OpenFeature.getClient(DOMAIN);
  if (options.onExposure) {
    const onExposure = options.onExposure;
    client.addHooks({ after: (hook, details) => onExposure({ key: hook.flagKey, variant: details.variant, reason: details.reason ?? 'UNKNOWN' }) });
  }
  client.addHandler(ProviderEvents.ConfigurationChanged, () =>
    listeners.forEach((listener) => {
      listener();
    }),
  );

  let started: Promise<void> | undefined;
  let shownContext = '';
  // Evaluations one after the other: a later context must not be overtaken by an earlier one.
  let queue: Promise<unknown> = Promise.resolve();

  async function evaluateNow(context: TargetingContext, table: FlagTable): Promise<FeatureFlags | null> {
    const full: TargetingContext = { ...options.page?.(), ...context };
    const key = JSON.stringify(full);
    // Attributes that are absent are left out: OpenFeature's context holds no undefined.
    const attributes = Object.fromEntries(Object.entries(full).filter(([, value]) => value !== undefined)) as EvaluationContext;
    try {
      if (!started) {
        shownContext = key;
        started = OpenFeature.setProviderAndWait(DOMAIN, provider, attributes);
      }
      await started;
      if (key !== shownContext) {
        shownContext = key;
        await OpenFeature.setContext(DOMAIN, attributes);
      }
    } catch (error) {
      started = undefined;
      warn('Feature flags could not be loaded; using the defaults', error);
      return null;
    }
    const given: Record<string, unknown> = {};
    let answered = 0;
    for (const [name, declaration] of Object.entries(table)) {
      const details = read(client, name, declaration);
      // A flag the service does not know, or switched off, reads as its default (as an absent flag always has).
      if (details.errorCode || details.reason === 'DISABLED') continue;
      answered++;
      given[name] = fromFlagdValue(declaration, details.value);
    }
    if (answered === 0 && client.providerStatus === 'ERROR') {
      warn('Feature flags could not be loaded; using the defaults');
      return null;
    }
    return cleanFlagsOf(
      table,
      given,
      flagWarnings((message) => warn(message), table),
    ) as FeatureFlags;
  }

  return {
    evaluate(context, table = FLAGS) {
      const next = queue.then(() => evaluateNow(context, table));
      queue = next.catch(() => undefined);
      return next;
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
