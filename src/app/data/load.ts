/**
 * All of a logged-in customer's calls without React: runs the app's own description of the
 * calls and their order (customer-calls.ts, which useCustomerParts runs through TanStack
 * Query) with plain promises, each call made as soon as the answers it waits for are there.
 * Used by tests against the local stack, and usable by any non-React host.
 */
import type { CustomerData } from '../../engine/facts/derive.ts';
import type { FeatureFlags, PageContext } from '../../engine/types/persona.ts';
import { assembleCustomerData, type CustomerParts } from './assemble.ts';
import { callApplies, CUSTOMER_CALLS, type CallContext, type CallInputs } from './customer-calls.ts';
import type { Api, SessionIdentity } from './fetchers.ts';
import { featureFlagsQuery } from './queries.ts';
import type { FlagSource } from '../flags/flag-source.ts';
import { customerTargeting } from '../../engine/flags/targeting-context.ts';

export interface LoadOptions {
  api: Api;
  /** Client for /auth (user management: switchable accounts). */
  identityApi: Api;
  identity: SessionIdentity;
  context: PageContext;
  /** Flags before the flag service: the service's answer goes over these (environment.ts). */
  flags: FeatureFlags;
  /** The flag service (OpenFeature, src/app/flags/); without one the flags above apply. */
  flagSource?: FlagSource;
  /** config.headers.ownDistributorId: other distributors' customers get cobranding. */
  ownDistributorId: string;
  log?: (message: string, error: unknown) => void;
  warn?: (message: string, error: unknown) => void;
  /** Spec 7: failing account fetches fall back to mock data locally (default: LOCAL_ENVIRONMENT). */
  localEnvironment?: boolean;
}

export async function loadCustomerData(options: LoadOptions): Promise<CustomerData> {
  const log = options.log ?? ((message, error) => console.error(message, error));
  const context: CallContext = {
    api: options.api,
    identityApi: options.identityApi,
    log,
    ...(options.warn ? { warn: options.warn } : {}),
    ...(options.localEnvironment !== undefined ? { localEnvironment: options.localEnvironment } : {}),
    id: options.identity,
    ownDistributorId: options.ownDistributorId,
    // The flag service's answer goes over the flags before it (environment.ts).
    flagsOf: (serviceFlags) => serviceFlags ?? options.flags ?? {},
    targeting: { targetingKey: options.identity.customerNumber, locale: options.context.locale },
    ...(options.flagSource ? { flags: options.flagSource } : {}),
  };
  const inputs: CallInputs = {};
  /** Settles when the call's answer is in (or it failed, or does not apply); by part. */
  const done = new Map<string, Promise<unknown>>();
  for (const call of CUSTOMER_CALLS) {
    // An input is named after the call that gives it (customer-calls.ts).
    const waits = call.waitsFor.map((input) => done.get(input));
    const answer = Promise.all(waits).then(async () => {
      const query = call.options(context, inputs);
      if (!callApplies(call, query, inputs)) return undefined;
      try {
        const data = await query.queryFn();
        if (call.gives) Object.assign(inputs, call.gives(data, context));
        return data;
      } catch (error) {
        // The customer is required: its failure (403 forbidden, 401 session ended) rejects the load.
        if (call.required) throw error;
        log(`${call.part} could not be loaded`, error);
        return undefined;
      }
    });
    done.set(call.part, answer);
  }
  // If a required call fails first, the others must not surface as unhandled rejections.
  for (const pending of done.values()) pending.catch(() => undefined);
  const answers = await Promise.all(CUSTOMER_CALLS.map((call) => done.get(call.part)));
  const parts: Record<string, unknown> = { identity: options.identity };
  CUSTOMER_CALLS.forEach((call, index) => {
    if (answers[index] !== undefined) parts[call.part] = answers[index];
  });
  // As the page does: once the customer is known, the flags are evaluated again with its facts.
  if (options.flagSource && inputs.customer) {
    const targeting = { ...context.targeting, ...customerTargeting(inputs.customer) };
    const again = await featureFlagsQuery(context, context.id, targeting).queryFn();
    parts.flags = again;
    inputs.flags = context.flagsOf(again);
  }
  return assembleCustomerData(parts as unknown as CustomerParts, options.context, inputs.flags ?? options.flags ?? {});
}
