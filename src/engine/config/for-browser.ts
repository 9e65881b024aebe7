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

function strip(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(strip);
  if (value === null || typeof value !== 'object') return value;
  const record = value as Record<string, unknown>;
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
