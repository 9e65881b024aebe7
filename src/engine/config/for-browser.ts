import type { CompiledConfig } from './compiled.ts';

/**
 * The compiled config as the browser needs it: rules keep only their expanded logic. The
 * rule as written (a prepared rule's `original`, and the `when` next to the `rule` it was
 * prepared from) and its file position serve `explain` and validation messages, which run
 * in Node; shipping them would double the config's share of the bundle.
 */
export function configForBrowser(config: CompiledConfig): CompiledConfig {
  return strip(config) as CompiledConfig;
}

/** Any part of the compiled config (a page body), stripped the same way. */
export function partForBrowser<T>(part: T): T {
  return strip(part) as T;
}

/**
 * Each object stripped once: one locale's share of the config shares most of its parts with the
 * others (markets, headers, rules), and a save under `npm start` strips all twelve.
 * The compiled config is never changed after compiling, so a part stripped once stays right.
 */
const stripped = new WeakMap<object, unknown>();

function strip(value: unknown): unknown {
  if (value === null || typeof value !== 'object') return value;
  const known = stripped.get(value);
  if (known !== undefined) return known;
  const result = Array.isArray(value) ? value.map(strip) : stripRecord(value as Record<string, unknown>);
  stripped.set(value, result);
  return result;
}

function stripRecord(record: Record<string, unknown>): unknown {
  const isPreparedRule = 'logic' in record && 'original' in record;
  const preparedFromWhen = isPrepared(record.rule);
  const out: Record<string, unknown> = {};
  for (const [key, child] of Object.entries(record)) {
    if (isPreparedRule && key !== 'logic') continue;
    if (preparedFromWhen && key === 'when') continue;
    // Every `source` in the compiled config is a file position (SourceRef), for explain only.
    if (key === 'source') continue;
    out[key] = strip(child);
  }
  // Just the logic: the browser never reads a rule's original or source (explain runs in Node).
  return isPreparedRule ? { logic: out.logic } : out;
}

function isPrepared(value: unknown): boolean {
  return value !== null && typeof value === 'object' && 'logic' in value && 'original' in value;
}
