import type { JsonPath } from '../../../src/engine/config/sources.ts';

type Visit = (value: unknown, path: JsonPath, key: string | number | null) => void;

/**
 * Calls visit for every value in a JSON tree with its path (depth first, parents first).
 *
 * The path is one array, extended and shortened as the walk goes: a new array per value made
 * validate's walks of a large config mostly allocation and garbage collection. So `path` is
 * only valid during the call; a visitor that keeps it keeps a copy (`[...path]`).
 */
export function walk(value: unknown, visit: Visit, path: JsonPath = []): void {
  const current = [...path];
  walkFrom(value, visit, current, path.length ? path[path.length - 1]! : null);
}

function walkFrom(value: unknown, visit: Visit, path: (string | number)[], key: string | number | null): void {
  visit(value, path, key);
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      path.push(i);
      walkFrom(value[i], visit, path, i);
      path.pop();
    }
  } else if (value && typeof value === 'object') {
    const record = value as Record<string, unknown>;
    for (const child of Object.keys(record)) {
      path.push(child);
      walkFrom(record[child], visit, path, child);
      path.pop();
    }
  }
}
