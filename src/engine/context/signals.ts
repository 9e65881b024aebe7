/**
 * The shape of config/context/signals.yaml (schemas/context-signals.schema.json): the real
 * browser signal behind each page-context fact a persona file can set.
 */

import type { HeaderType } from '../vocabularies/header-kinds.ts';
import type { SignalSource } from '../vocabularies/signal-sources.ts';

export type { SignalSource } from '../vocabularies/signal-sources.ts';

/**
 * The context facts a signal may set, with the values each may take. The list of facts is
 * the one declaration (the schema's enum is written from it, tools/vocabularies/); the header
 * types are checked against theirs here and by tests/architecture/vocabularies.test.ts.
 */
export const CONTEXT_FACT_VALUES = {
  headerType: ['public', 'private', 'integrated'] satisfies HeaderType[],
  designVersion: ['v1', 'v2'],
  embedded: 'boolean',
  inApp: 'boolean',
  mobileWebView: 'boolean',
  distributorPage: 'text',
  storedPreferredLocale: 'text',
  countryBannerCookie: 'boolean',
} as const satisfies Record<string, readonly string[] | 'boolean' | 'text'>;

export type ContextFactName = keyof typeof CONTEXT_FACT_VALUES;
export const CONTEXT_FACTS = Object.keys(CONTEXT_FACT_VALUES) as ContextFactName[];

export interface ContextSignal {
  fact: ContextFactName;
  from: SignalSource;
  /** Query parameter, cookie, localStorage key, flag name, or the User-Agent token; absent for `page`. */
  name?: string;
  /** The fact's value whenever the signal is present. */
  value?: string | boolean;
  /** Signal value -> fact value; other values count as absent. */
  values?: Record<string, string | boolean>;
  keep?: 'session';
  description: string;
}

export interface ContextSignalsFile {
  signals: ContextSignal[];
}

/** What each fact is when no signal and no persona sets it. */
export interface ContextFacts {
  headerType: 'public' | 'private' | 'integrated' | null;
  designVersion: 'v1' | 'v2';
  embedded: boolean;
  inApp: boolean;
  mobileWebView: boolean;
  distributorPage: string | null;
  storedPreferredLocale: string | null;
  countryBannerCookie: boolean;
}

export const CONTEXT_DEFAULTS: Readonly<ContextFacts> = Object.freeze({
  headerType: null,
  designVersion: 'v2',
  embedded: false,
  inApp: false,
  mobileWebView: false,
  distributorPage: null,
  storedPreferredLocale: null,
  countryBannerCookie: false,
});
