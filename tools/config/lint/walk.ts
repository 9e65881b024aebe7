import type { JsonPath } from '../../../src/engine/config/sources.ts';

/** Calls visit for every value in a JSON tree with its path (depth first, parents first). */
export function walk(value: unknown, visit: (value: unknown, path: JsonPath, key: string | number | null) => void, path: JsonPath = []): void {
  visit(value, path, path.length ? path[path.length - 1]! : null);
  if (Array.isArray(value)) value.forEach((item, i) => walk(item, visit, [...path, i]));
  else if (value && typeof value === 'object') {
    for (const [key, child] of Object.entries(value)) walk(child, visit, [...path, key]);
  }
}
