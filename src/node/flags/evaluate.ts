/**
 * Evaluates flag definitions with @openfeature/flagd-core, flagd's own evaluator (no second one
 * of ours): for the local flag service's OFREP answers, `portal resolve` and the rule tests. The
 * answer per flag is OpenFeature's: value, variant, reason, and an error code when it failed.
 */
import type { FlagdCore } from '@openfeature/flagd-core';
import { lazyPackage } from '../lazy-package.ts';
import type { EvaluationContext, JsonValue, Logger } from '@openfeature/core';
import type { FlagdFlagSet } from '../../engine/flags/flagd-format.ts';

export interface FlagEvaluation {
  key: string;
  /** The flagd value (a list of locales as `{ locales }`); absent for a disabled flag or an error. */
  value?: JsonValue;
  variant?: string;
  reason: string;
  errorCode?: string;
  errorDetails?: string;
  metadata?: Record<string, string | number | boolean>;
}

/** flagd's evaluator, loaded when a flag is first evaluated (lazy-package.ts). */
const flagdCore = lazyPackage<typeof import('@openfeature/flagd-core')>('@openfeature/flagd-core');

const quiet: Logger = { error: () => undefined, warn: () => undefined, info: () => undefined, debug: () => undefined };

export class FlagEvaluator {
  private readonly core: FlagdCore = new (flagdCore().FlagdCore)(undefined, quiet);

  constructor(set: FlagdFlagSet) {
    this.core.setConfigurations(JSON.stringify(set));
  }

  keys(): string[] {
    return [...this.core.getFlags().keys()];
  }

  /** One flag for one context; an unknown key is FLAG_NOT_FOUND, a disabled flag reason DISABLED with no value. */
  evaluate(key: string, given: Readonly<Record<string, unknown>>): FlagEvaluation {
    // OpenFeature's context holds no undefined: an absent attribute is left out.
    const context = Object.fromEntries(Object.entries(given).filter(([, value]) => value !== undefined)) as EvaluationContext;
    const flag = this.core.getFlag(key);
    if (!flag) return { key, reason: 'ERROR', errorCode: 'FLAG_NOT_FOUND', errorDetails: `flag "${key}" is not defined` };
    if (flag.state === 'DISABLED') return { key, reason: 'DISABLED', metadata: flag.metadata as FlagEvaluation['metadata'] };
    const result = flag.evaluate(context, quiet);
    const metadata = result.flagMetadata as FlagEvaluation['metadata'];
    if (result.reason === 'ERROR') return { key, reason: 'ERROR', errorCode: result.errorCode, errorDetails: result.errorMessage, metadata };
    return { key, value: result.value as JsonValue, ...(result.variant !== undefined ? { variant: result.variant } : {}), reason: result.reason, metadata };
  }

  /** Every flag, in definition order. */
  evaluateAll(context: Readonly<Record<string, unknown>>): FlagEvaluation[] {
    return this.keys().map((key) => this.evaluate(key, context));
  }
}
