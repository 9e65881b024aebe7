/**
 * The types of a customer's flag source (flag-source.ts, ofrep-flag-source.ts): a module of its
 * own, so the lazy loader and the chunk it loads do not import each other.
 */
import type { FeatureFlags } from '../../engine/types/persona.ts';
import type { TargetingContext } from '../../engine/flags/targeting-context.ts';
import type { FlagTable } from '../../engine/flags/declaration.ts';

export interface FlagSource {
  /** The customer's whole set of flags for this context, each flag of `table` (the config's; default the code's) (a flag it does not give reads as its default); null when the service failed. */
  evaluate(context: TargetingContext, table?: FlagTable): Promise<FeatureFlags | null>;
  /** Told when the answer for the current context may have changed; returns the unsubscribe. */
  subscribe(listener: () => void): () => void;
}

/** One flag as a page showed it: tracked once per flag, variant and session (exposure.ts). */
export interface FlagExposure {
  key: string;
  variant: string | undefined;
  reason: string;
}

export interface FlagSourceOptions {
  /** The OFREP service's base URL ('' = the page's origin: /ofrep/v1/...). */
  baseUrl: string;
  /** How often the provider asks again (ms); 0 never. */
  pollInterval: number;
  /** The bearer token sent with each evaluation (the local service checks it is the customer's own). */
  accessToken: () => string | null;
  /** What the page knows that the data layer does not: the device and whether it is the app. */
  page?: () => Pick<TargetingContext, 'device' | 'channel'>;
  onExposure?: (exposure: FlagExposure) => void;
  warn?: (message: string, error?: unknown) => void;
  fetch?: typeof fetch;
}
